// Runs the worker from its TypeScript source (tests, tsx): the package ships the built worker.js.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);

export default worker.default;
