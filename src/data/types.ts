/**
 * Card catalogue types. Card data is data: plain readonly constants, referred to by id
 * everywhere else (the engine stores ids, never objects). Numbers and names are facts from
 * `shared/reference/cards.json`. The cards' texts are prose, so they live with the other words
 * (`public/words/<language>/cards.json`, asked for by `src/words/card-text.ts`), keyed by card id.
 */

export type Team = 'BLUE' | 'GREEN' | 'GREY' | 'PURPLE' | 'RED' | 'YELLOW';
export type Side = 'LEFT' | 'RIGHT';
export type GenestealerType = 'CLAW' | 'HEAD' | 'TAIL' | 'TONGUE';
export type ActionType = 'SUPPORT' | 'MOVE_ACTIVATE' | 'ATTACK';
export type TerrainColour = 'RED' | 'ORANGE' | 'YELLOW' | 'GREEN';
export type SpawnSize = 'MAJOR' | 'MINOR';
export type LocationTier = '1A' | '1B' | '1C' | '2' | '3' | '4';

export interface MarineDef {
  readonly id: string; // 'marine.leon'
  readonly name: string; // 'Brother Leon'
  readonly shortName: string; // 'Leon' — fits a phone row
  readonly team: Team;
  readonly range: number;
}

export interface ActionDef {
  readonly id: string; // 'action.block'
  readonly name: string;
  readonly team: Team;
  readonly type: ActionType;
  readonly initiative: number; // 1..18, unique
  /** The marine the ability names, if any ('marine.gideon' for Block). */
  readonly namedMarine: string | null;
}

export interface SpawnBox {
  readonly colour: TerrainColour;
  readonly size: SpawnSize;
}

export interface EventDef {
  readonly id: string; // 'event.out-of-thin-air.1'
  readonly name: string;
  readonly instinct: boolean;
  /** Left to right as printed; always two boxes in the base game. */
  readonly spawns: readonly SpawnBox[];
  readonly movement: { readonly icon: GenestealerType; readonly mode: 'ADJACENT' | 'FLANK' } | null;
}

export interface TerrainPlacement {
  readonly side: Side;
  readonly terrain: string; // terrain id
  /** Positions counted from the top ('DOWN' arrow) or from the bottom ('UP' arrow), 1-based. */
  readonly number: number;
  readonly from: 'TOP' | 'BOTTOM';
}

export interface SetupLocationDef {
  readonly id: string; // 'setup.void-lock-1p'
  readonly name: string;
  readonly players: readonly number[];
  readonly marines: number;
  readonly blips: { readonly left: number; readonly right: number };
  readonly terrain: readonly TerrainPlacement[];
  readonly spawn: { readonly major: number; readonly minor: number };
  /** Location deck recipe, top card first. */
  readonly deck: readonly LocationTier[];
}

export type LocationAbilityKind = 'UPON_ENTERING' | 'CONTROL_PANEL';

export interface LocationDef {
  readonly id: string; // 'location.main-corridor'
  readonly name: string;
  readonly tier: LocationTier;
  readonly blips: { readonly left: number; readonly right: number };
  readonly terrain: readonly TerrainPlacement[];
  readonly ability: LocationAbilityKind;
  /** A final location also has its own way to win (`card.<id>.victory` in the words). */
  readonly isFinal: boolean;
  /**
   * A placement or number the sources disagree on, with its discrepancies.md id: a note for
   * whoever checks a physical card, not shown on any screen, so it stays English here.
   */
  readonly doubt: string | null;
}

export interface TerrainDef {
  readonly id: string; // 'terrain.door'
  readonly name: string;
  readonly colour: TerrainColour;
  readonly boxes: number; // 4/3/2/1 by colour
  /** Only an activatable Terrain card has a text (`card.<id>.text` in the words). */
  readonly activatable: boolean;
}

export interface GenestealerDef {
  readonly id: string; // 'gs.claw.1' … 'gs.tongue.9'
  readonly type: GenestealerType;
}

export interface BroodLordDef {
  readonly id: string; // 'brood-lord.a'
  readonly name: string;
  readonly icons: readonly [GenestealerType, GenestealerType];
}

export interface DieFace {
  readonly value: number; // 0..5
  readonly skull: boolean;
}

export interface PlayerCountDef {
  readonly players: number;
  readonly teamsPerPlayer: number;
  readonly marines: number;
  readonly setup: string; // setup location id
}
