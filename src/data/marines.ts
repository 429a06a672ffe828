import type { MarineDef } from './types';

/**
 * The 12 Space Marines, two per combat team. The marine an Action card names comes first in
 * its team so `marinesOfTeam` lists him first. Ranges: cards.json (D36, LUK, DAD agree; RB p20).
 */
export const MARINES = [
  { id: 'marine.lorenzo', name: 'Sergeant Lorenzo', shortName: 'Lorenzo', team: 'BLUE', range: 2 },
  { id: 'marine.deino', name: 'Brother Deino', shortName: 'Deino', team: 'BLUE', range: 2 },
  { id: 'marine.gideon', name: 'Sergeant Gideon', shortName: 'Gideon', team: 'GREEN', range: 0 },
  { id: 'marine.noctis', name: 'Brother Noctis', shortName: 'Noctis', team: 'GREEN', range: 2 },
  {
    id: 'marine.calistarius',
    name: 'Lexicanium Calistarius',
    shortName: 'Calistarius',
    team: 'GREY',
    range: 2,
  },
  { id: 'marine.scipio', name: 'Brother Scipio', shortName: 'Scipio', team: 'GREY', range: 2 },
  { id: 'marine.zael', name: 'Brother Zael', shortName: 'Zael', team: 'PURPLE', range: 1 },
  { id: 'marine.omnio', name: 'Brother Omnio', shortName: 'Omnio', team: 'PURPLE', range: 2 },
  { id: 'marine.leon', name: 'Brother Leon', shortName: 'Leon', team: 'RED', range: 3 },
  { id: 'marine.valencio', name: 'Brother Valencio', shortName: 'Valencio', team: 'RED', range: 2 },
  { id: 'marine.claudio', name: 'Brother Claudio', shortName: 'Claudio', team: 'YELLOW', range: 0 },
  { id: 'marine.goriel', name: 'Brother Goriel', shortName: 'Goriel', team: 'YELLOW', range: 2 },
] as const satisfies readonly MarineDef[];

export type MarineId = (typeof MARINES)[number]['id'];
