import type * as z from 'zod/mini';
import type { attorneySchema } from './schema.js';

type AttorneyInput = z.input<typeof attorneySchema>;

const stateAttorney = (id: string, name: string, state: string): AttorneyInput => ({
  id,
  name,
  role: 'ldf-state',
  state,
  activation: { by: 'state', state },
  source: { reconstructed: `22.4 gives one representative LDF attorney per state; ${name} was an LDF cooperating attorney in ${state}` },
});

/** 22.4 one LDF attorney per state, 22.8 Co-Counsel from the New York office, 22.18 the D.O.J. Staff Attorney. */
export const attorneys: AttorneyInput[] = [
  stateAttorney('wiley-branton', 'Wiley A. Branton', 'AR'),
  stateAttorney('z-alexander-looby', 'Z. Alexander Looby', 'TN'),
  stateAttorney('oliver-hill', 'Oliver W. Hill', 'VA'),
  stateAttorney('julius-chambers', 'Julius L. Chambers', 'NC'),
  stateAttorney('matthew-perry', 'Matthew J. Perry', 'SC'),
  stateAttorney('donald-hollowell', 'Donald L. Hollowell', 'GA'),
  stateAttorney('earl-johnson', 'Earl M. Johnson', 'FL'),
  stateAttorney('fred-gray', 'Fred D. Gray', 'AL'),
  stateAttorney('r-jess-brown', 'R. Jess Brown', 'MS'),
  stateAttorney('a-p-tureaud', 'A. P. Tureaud', 'LA'),
  {
    id: 'thurgood-marshall',
    name: 'Thurgood Marshall',
    role: 'co-counsel',
    caseType: 'criminal',
    activation: { by: 'color', color: 'white' },
    source: { rule: '22.8, 22.8.1.1' },
  },
  {
    id: 'constance-baker-motley',
    name: 'Constance Baker Motley',
    role: 'co-counsel',
    caseType: 'S',
    activation: { by: 'color', color: 'red' },
    source: { rule: '22.8, 22.8.1.1' },
  },
  {
    id: 'jack-greenberg',
    name: 'Jack Greenberg',
    role: 'co-counsel',
    caseType: 'march',
    activation: { by: 'color', color: 'white' },
    source: { rule: '22.8, 22.8.1.1' },
  },
  {
    id: 'doj-staff-attorney',
    name: 'D.O.J. Civil Rights Division Staff Attorney',
    role: 'doj',
    caseType: 'V',
    activation: { by: 'color', color: 'blue' },
    source: { rule: '22.17, 22.18.1' },
  },
];
