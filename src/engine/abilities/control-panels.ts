/**
 * "Activate Control Panel" effects of the Locations (RB p26 step 4): they run each time a
 * Control Panel is activated while that Location is current. Their rolls are not attack or
 * defence rolls, so no Support token re-rolls them (RB p16).
 */
import type { Handler } from '../context';
import { decide, pop, push, emit } from '../context';
import { checkVictory, endGame, slayMarine } from '../rules/casualties';
import { isSkull } from '../rules/die';
import { opposite, ownerOfMarine, parseRef, row, rowOf, SIDES, terrainRow } from '../rules/formation';
import { slayFrame } from '../rules/frames';
import type { AbilityFrame, GameState, Side } from '../types';
import { list, marines, num, roll, slayableRefs, str } from './common';

function discardBlip(s: GameState, side: Side, count: number): number {
  const gone = s.blips[side].splice(0, count);
  s.genestealerDiscard.push(...gone);
  return gone.length;
}

function nonEmptyPiles(s: GameState): Side[] {
  return SIDES.filter((side) => s.blips[side].length > 0);
}

function panelOwner(s: GameState, f: AbilityFrame): number {
  const m = str(f, 'marine');
  return rowOf(s, m) >= 0 ? ownerOfMarine(s, m) : s.current;
}

/** Maintenance Tunnels: the Control Panel is swapped for the Corridor, same row and side. */
const maintenanceTunnels: Handler<AbilityFrame> = {
  step(s, _f, cx) {
    pop(s);
    const at = terrainRow(s, 'terrain.control-panel');
    if (!at) return null;
    const stack = row(s, at.row)[at.side];
    stack.terrain = stack.terrain.filter((t) => t.id !== 'terrain.control-panel');
    stack.terrain.push({ id: 'terrain.corridor', tokens: 0 });
    emit(cx, { k: 'control-panel-sealed' });
    return null;
  },
};

/** Cryo Control: one card from a blip pile of the player's choice is discarded. */
const cryoControl: Handler<AbilityFrame> = {
  step(s, f) {
    const piles = nonEmptyPiles(s);
    if (piles.length === 0) {
      pop(s);
      return null;
    }
    return decide(panelOwner(s, f), 'discard-blip', piles);
  },
  answer(s, _f, choice, cx) {
    pop(s);
    discardBlip(s, choice as Side, 1);
    emit(cx, { k: 'blip-discarded', card: 'cryo-control', side: choice as Side });
  },
};

/** Apothecarion: a Support token for any marine (if the supply has one), who may then turn around. */
const apothecarion: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') return decide(panelOwner(s, f), 'token-target', marines(s));
    return decide(panelOwner(s, f), 'turn-around', ['turn', 'stay'], str(f, 'target'));
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      if (s.supply > 0) {
        row(s, rowOf(s, choice)).tokens++;
        s.supply--;
        emit(cx, { k: 'token-placed', marine: choice, source: 'apothecarion' });
      }
      f.step = 'turn';
      f.data.target = choice;
      return;
    }
    pop(s);
    if (choice === 'turn') {
      const p = row(s, rowOf(s, str(f, 'target')));
      p.facing = opposite(p.facing);
      emit(cx, { k: 'turned', marine: p.marine, facing: p.facing });
    }
  },
};

/** Core Cogitator: a Terrain card of the player's choice takes at most one spawn this Event Phase. */
const coreCogitator: Handler<AbilityFrame> = {
  step(s, f) {
    const terrain = s.formation.flatMap((p) => SIDES.flatMap((side) => p[side].terrain.map((t) => t.id)));
    const open = terrain.filter((t) => s.effects.spawnLimited[t] === undefined);
    if (open.length === 0) {
      pop(s);
      return null;
    }
    return decide(panelOwner(s, f), 'limit-spawn', open);
  },
  answer(s, _f, choice, cx) {
    pop(s);
    s.effects.spawnLimited[choice] = 1;
    emit(cx, { k: 'spawn-limited', terrain: choice });
  },
};

/**
 * Teleportarium: top to bottom, each marine gives up a Support token or rolls (a 0 kills
 * him); then both blip piles are discarded, so the squad travels at the end of the phase.
 */
const teleportarium: Handler<AbilityFrame> = {
  step(s, f, cx) {
    if (f.step === 'start') {
      f.data.queue = marines(s);
      f.step = 'next';
    }
    if (f.step === 'next') {
      const queue = list(f, 'queue').filter((m) => rowOf(s, m) >= 0);
      const m = queue[0];
      if (!m) {
        pop(s);
        const n = discardBlip(s, 'LEFT', s.blips.LEFT.length) + discardBlip(s, 'RIGHT', s.blips.RIGHT.length);
        emit(cx, { k: 'teleporter-fires', count: n });
        return null;
      }
      f.data.queue = queue.slice(1);
      f.data.target = m;
      f.step = row(s, rowOf(s, m)).tokens > 0 ? 'choose' : 'roll';
      return null;
    }
    if (f.step === 'choose') return decide(ownerOfMarine(s, str(f, 'target')), 'token-or-roll', ['token', 'roll'], str(f, 'target'));
    return roll({ code: 'teleportarium', marine: str(f, 'target') });
  },
  answer(s, f, choice, cx) {
    const m = str(f, 'target');
    if (f.step === 'choose') {
      if (choice === 'token') {
        row(s, rowOf(s, m)).tokens--;
        s.supply++;
        emit(cx, { k: 'token-given-up', marine: m });
        f.step = 'next';
      } else f.step = 'roll';
      return;
    }
    f.step = 'next';
    if (choice === '0') {
      emit(cx, { k: 'teleport', marine: m, roll: 0 });
      slayMarine(s, m, cx);
    } else emit(cx, { k: 'teleport', marine: m, roll: Number(choice) });
  },
};

/** Generatorium: roll; a skull kills up to 4 Genestealers anywhere, no skull kills the marine. */
const generatorium: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') return roll({ code: 'generatorium' });
    const targets = slayableRefs(s);
    if (num(f, 'left') <= 0 || targets.length === 0) {
      pop(s);
      return null;
    }
    return decide(panelOwner(s, f), 'slay-anywhere', [...targets, 'done']);
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      const m = str(f, 'marine');
      if (isSkull(Number(choice))) {
        emit(cx, { k: 'generatorium', roll: Number(choice), skull: true, marine: m });
        f.step = 'slay';
        f.data.left = 4;
      } else {
        pop(s);
        emit(cx, { k: 'generatorium', roll: Number(choice), skull: false, marine: m });
        if (rowOf(s, m) >= 0) slayMarine(s, m, cx);
      }
      return;
    }
    if (choice === 'done') {
      pop(s);
      return;
    }
    f.data.left = num(f, 'left') - 1;
    const m = str(f, 'marine');
    push(s, slayFrame(parseRef(choice), 1, rowOf(s, m) >= 0 ? m : null));
  },
};

/** Launch Control Room: a token on the Location card, or a roll that wins if ≤ its tokens (D-27). */
const launchControl: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') return decide(panelOwner(s, f), 'launch-control', s.supply > 0 ? ['token', 'roll'] : ['roll']);
    return roll({ code: 'launch-control', tokens: s.locationTokens });
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      if (choice === 'token') {
        pop(s);
        s.supply--;
        s.locationTokens++;
        emit(cx, { k: 'launch-token', tokens: s.locationTokens });
      } else f.step = 'roll';
      return;
    }
    pop(s);
    if (Number(choice) <= s.locationTokens) endGame(s, 'won', cx, { why: 'launch', roll: Number(choice), tokens: s.locationTokens });
    else emit(cx, { k: 'launch-fails', roll: Number(choice), tokens: s.locationTokens });
  },
};

/** Toxin Pumping Station: roll, then that many cards leave a blip pile of the player's choice. */
const toxinPumping: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') return roll({ code: 'toxin-pumping' });
    const piles = nonEmptyPiles(s);
    if (num(f, 'count') === 0 || piles.length === 0) {
      pop(s);
      return null;
    }
    return decide(panelOwner(s, f), 'toxin-pile', piles);
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      f.step = 'pile';
      f.data.count = Number(choice);
      emit(cx, { k: 'toxin-roll', roll: Number(choice) });
      return;
    }
    pop(s);
    const n = discardBlip(s, choice as Side, num(f, 'count'));
    emit(cx, { k: 'toxin-flush', count: n, side: choice as Side });
    checkVictory(s, cx);
  },
};

/** Keyed by the Location id; ability frames use the id `cp.<location id>`. */
export const CONTROL_PANELS: Record<string, Handler<AbilityFrame>> = {
  'location.maintenance-tunnels': maintenanceTunnels,
  'location.cryo-control': cryoControl,
  'location.apothecarion': apothecarion,
  'location.core-cogitator': coreCogitator,
  'location.teleportarium': teleportarium,
  'location.generatorium': generatorium,
  'location.launch-control-room': launchControl,
  'location.toxin-pumping-station': toxinPumping,
};

