import { projects1960to61 } from './projects-1960-61.js';
import { projects1962to63 } from './projects-1962-63.js';
import { projects1964to65 } from './projects-1964-65.js';

/** 9.1 The 55 Project cards, numbered in chronological order for 23.4's historical scenario. */
export const projects = [...projects1960to61, ...projects1962to63, ...projects1964to65];
