import type { BroodLordDef, GenestealerDef, GenestealerType } from './types';

/** Type order used for ids and for building the deck; matches cards.json conventions. */
export const GENESTEALER_TYPES = [
  'CLAW',
  'HEAD',
  'TAIL',
  'TONGUE',
] as const satisfies readonly GenestealerType[];

/** Cards of each type in the Genestealer deck (RB p4; D36, LUK, SET agree). */
export const GENESTEALERS_PER_TYPE = 9;

// The 36 cards differ only in their type icon, so they are generated rather than listed.
export const GENESTEALERS: readonly GenestealerDef[] = GENESTEALER_TYPES.flatMap((type) =>
  Array.from(
    { length: GENESTEALERS_PER_TYPE },
    (_, i): GenestealerDef => ({ id: `gs.${type.toLowerCase()}.${i + 1}`, type }),
  ),
);

/** Never in the Genestealer deck or a blip pile: they enter only at Genestealer Lair (RB p24). */
export const BROOD_LORDS = [
  { id: 'brood-lord.a', name: 'Brood Lord (head/tail)', icons: ['HEAD', 'TAIL'] },
  { id: 'brood-lord.b', name: 'Brood Lord (claw/tongue)', icons: ['CLAW', 'TONGUE'] },
] as const satisfies readonly BroodLordDef[];

export type BroodLordId = (typeof BROOD_LORDS)[number]['id'];
