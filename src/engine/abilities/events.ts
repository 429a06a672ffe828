/**
 * Event card abilities (RB p14; summaries in src/data/events.ts), resolved before the card's
 * spawn boxes. Instinct cards are decided by the current player alone, before the others
 * see the card (the prompt is marked secret). When a target is required, it must be a valid
 * one if any exists, and where the card says so, the one with the largest effect (RB p14).
 */
import { actionDef, eventDef, EVENTS, isBroodLord, marineDef, marinesOfTeam } from '../../data';
import type { Ask } from '../asks';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { slayMarine } from '../rules/casualties';
import { isSkull } from '../rules/die';
import { shuffleIntoBlips, smallerBlipPile } from '../rules/decks';
import { allSwarmRefs, canAttack, opposite, parseRef, refKey, row, rowOf, SIDES, swarmAt, teamsInPlay } from '../rules/formation';
import { newAttack, slayFrame } from '../rules/frames';
import type { AbilityFrame, Frame, GameState, Side, Team } from '../types';
import { behind, engagedCardChoices, engagedTargets, hasSwarmAt, list, marines, num, roll, str, takeCardChoice } from './common';
import { mergeStack } from '../rules/swarms';
import { expectOption } from '../options';

/** Every Event's ability runs as the frame `on-draw:<event id without copy number>`. */
export const EVENT_FRAMES: Record<string, (s: GameState) => Frame[]> = Object.fromEntries(
  EVENTS.map((e) => [e.id, (): Frame[] => [{ t: 'ability', id: `on-draw:${baseId(e.id)}`, step: 'start', data: {} }]]),
);

/** The event's card id without the copy number, so both copies share one handler. */
export function baseId(id: string): string {
  return id.replace(/^on-draw:/, '').replace(/\.\d$/, '');
}

/** A one-shot effect with no choice. */
function auto(run: (s: GameState, cx: Parameters<Handler['step']>[2]) => void): Handler<AbilityFrame> {
  return {
    step(s, f, cx) {
      pop(s);
      fire(cx, baseId(f.id));
      run(s, cx);
      return null;
    },
  };
}

/** A choice of the current player among options; `apply` resolves it. */
function choose(
  ask: Ask,
  options: (s: GameState) => string[],
  apply: (s: GameState, choice: string, cx: Parameters<Handler['step']>[2], f: AbilityFrame) => void,
): Handler<AbilityFrame> {
  return {
    step(s, f, cx) {
      const o = options(s);
      if (o.length === 0) {
        pop(s);
        emit(cx, { k: 'no-valid-target', card: s.event ?? f.id });
        return null;
      }
      return decide(s.current, ask, o, s.event, eventDef(s.event ?? f.id).instinct);
    },
    answer(s, f, choice, cx) {
      pop(s);
      fire(cx, baseId(f.id));
      apply(s, choice, cx, f);
    },
  };
}

/** Out of Thin Air: only marines whose behind pile gives the most spawns (up to 2) are valid. */
function thinAirTargets(s: GameState): string[] {
  const best = Math.max(0, ...marines(s).map((m) => Math.min(2, s.blips[behind(s, m)].length)));
  return marines(s).filter((m) => Math.min(2, s.blips[behind(s, m)].length) === best);
}

/** RB p22: however they move, each Genestealer moves at most once per Event Phase. */
function moveAllTo(s: GameState, target: number): void {
  s.formation.forEach((p, r) => {
    if (r === target) return;
    for (const side of SIDES) {
      for (const sw of p[side].swarms) sw.moved = true;
      row(s, target)[side].swarms.push(...p[side].swarms);
      p[side].swarms = [];
    }
  });
  // No movement icon acts before the boxes, so they may merge now (RB p13: one side, one swarm).
  for (const side of SIDES) mergeStack(s, row(s, target)[side]);
}

/**
 * They're Everywhere!: one Genestealer in front of each marine with no swarm. When a blip pile
 * holds fewer cards than the lonely marines facing it, the current player picks who gets the
 * cards there are (RB p21: "as many as able, of his choice"); the log names only those.
 */
function theyreEverywhere(): Handler<AbilityFrame> {
  const facing = (s: GameState, m: string): Side => row(s, rowOf(s, m)).facing;
  return {
    step(s, f, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.theyre-everywhere');
        f.data.lonely = marines(s).filter((m) => !hasSwarmAt(s, m));
        f.data.company = f.data.lonely.length === 0;
        f.data.chosen = [];
        f.step = 'pick';
      }
      const lonely = list(f, 'lonely').filter((m) => rowOf(s, m) >= 0);
      const chosen = list(f, 'chosen').filter((m) => rowOf(s, m) >= 0);
      for (const side of SIDES) {
        const pending = lonely.filter((m) => facing(s, m) === side);
        if (pending.length === 0) continue;
        const left = s.blips[side].length - chosen.filter((m) => facing(s, m) === side).length;
        if (left > 0 && pending.length > left) return decide(s.current, 'theyre-everywhere', pending, s.event, eventDef(s.event ?? f.id).instinct);
        // Every lonely marine on this side gets a card, or the pile is out and none does.
        if (left > 0) chosen.push(...pending);
        f.data.lonely = lonely.filter((m) => !pending.includes(m));
        f.data.chosen = chosen;
        return null;
      }
      pop(s);
      const order = marines(s).filter((m) => chosen.includes(m));
      emit(cx, { k: 'theyre-everywhere', marines: order, company: f.data.company === true });
      push(s, ...order.map((m): Frame => ({ t: 'spawn', side: facing(s, m), at: { marine: m }, count: 1 })));
      return null;
    },
    answer(_s, f, choice) {
      f.data.chosen = [...list(f, 'chosen'), choice];
      f.data.lonely = list(f, 'lonely').filter((m) => m !== choice);
    },
  };
}

export const EVENT_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'on-draw:event.surrounded': choose('surrounded', marines, (s, m, cx) => {
    moveAllTo(s, rowOf(s, m));
    emit(cx, { k: 'surrounded', marine: m });
  }),
  'on-draw:event.flanking-manoeuvre': auto((s, cx) => {
    for (const p of s.formation) {
      const back = opposite(p.facing);
      for (const sw of p[p.facing].swarms) sw.moved = true;
      p[back].swarms.push(...p[p.facing].swarms);
      mergeStack(s, p[back]);
      p[p.facing].swarms = [];
    }
    emit(cx, { k: 'flanking-manoeuvre' });
  }),
  'on-draw:event.out-of-thin-air': choose('out-of-thin-air', thinAirTargets, (s, m, cx) => {
    const side = behind(s, m);
    emit(cx, { k: 'out-of-thin-air', marine: m });
    push(s, { t: 'spawn', side, at: { marine: m }, count: 2 });
  }),
  'on-draw:event.the-swarm': auto((s, cx) => {
    emit(cx, { k: 'the-swarm' });
    push(s, { t: 'refill', left: 2, right: 2 });
  }),
  'on-draw:event.psychic-assault': psychicAssault(),
  'on-draw:event.theyre-everywhere': theyreEverywhere(),
  'on-draw:event.evasion': auto((s, cx) => {
    s.nextRound.evasion = true;
    emit(cx, { k: 'evasion' });
  }),
  'on-draw:event.outnumbered': auto((s, cx) => {
    for (const p of s.formation) {
      if (p.LEFT.swarms.length + p.RIGHT.swarms.length === 0 || p.tokens === 0) continue;
      s.supply += p.tokens;
      emit(cx, { k: 'outnumbered', marine: p.marine, tokens: p.tokens });
      p.tokens = 0;
    }
  }),
  'on-draw:event.chaos-of-battle': auto((s, cx) => {
    for (const p of s.formation) p.facing = opposite(p.facing);
    emit(cx, { k: 'chaos-of-battle' });
  }),
  'on-draw:event.stalking-from-the-shadows': choose('stalking', (s) => marines(s).filter((m) => row(s, rowOf(s, m)).tokens > 0), (s, m, cx) => {
    const p = row(s, rowOf(s, m));
    s.supply += p.tokens;
    emit(cx, { k: 'stalking', marine: m, tokens: p.tokens });
    p.tokens = 0;
  }),
  'on-draw:event.resupply': choose('resupply', marines, (s, m, cx) => {
    const target = row(s, rowOf(s, m));
    for (const p of s.formation) if (p !== target) (target.tokens += p.tokens), (p.tokens = 0);
    emit(cx, { k: 'resupply', marine: m, tokens: target.tokens });
  }),
  'on-draw:event.gun-jam': choose('gun-jam', (s) => teamsInPlay(s).filter((t) => s.lastResolved[t] && actionDef(s.lastResolved[t] as string).type !== 'ATTACK'), (s, t, cx) => {
    s.nextRound.jammed.push(t as Team);
    emit(cx, { k: 'gun-jam', team: t as Team });
  }),
  'on-draw:event.for-my-battle-brothers': battleBrothers(),
  'on-draw:event.rewarded-faith': rewardedFaith(),
  'on-draw:event.full-scan': choose('full-scan', (s) => SIDES.filter((side) => s.blips[side].length > 0), (s, side, cx) => {
    const [card] = s.blips[side as Side].splice(0, 1);
    if (card) s.genestealerDiscard.push(card);
    emit(cx, { k: 'blip-discarded', card: 'full-scan', side: side as Side });
  }),
  'on-draw:event.cleansing-flames': cleansingFlames(),
  'on-draw:event.second-wind': choose('second-wind', marines, (s, m, cx) => {
    s.nextRound.secondWind.push(m);
    emit(cx, { k: 'second-wind', marine: m });
  }),
  'on-draw:event.quick-instincts': choose('quick-instincts', (s) => marines(s).filter((m) => canAttack(s, m)), (s, m, cx) => {
    emit(cx, { k: 'quick-instincts', marine: m });
    push(s, newAttack(m, 'event.quick-instincts'));
  }),
  'on-draw:event.secret-route': auto((s, cx) => {
    const door = s.formation.flatMap((p) => SIDES.flatMap((side) => p[side].terrain)).find((t) => t.id === 'terrain.door');
    if (!door) return emit(cx, { k: 'secret-route', tokens: null });
    const n = Math.min(2, s.supply);
    door.tokens += n;
    s.supply -= n;
    emit(cx, { k: 'secret-route', tokens: n });
  }),
  'on-draw:event.enter-formation': auto((s, cx) => {
    s.nextRound.enterFormation = true;
    emit(cx, { k: 'enter-formation' });
  }),
  'on-draw:event.temporary-sanctuary': temporarySanctuary(),
  'on-draw:event.rescue-space-marine': choose('rescue', (s) => s.marinesSlain.filter((m) => marinesOfTeam(teamOfMarine(m)).some((x) => x.id !== m && rowOf(s, x.id) >= 0)), (s, m, cx) => {
    s.marinesSlain = s.marinesSlain.filter((x) => x !== m);
    s.formation.push({ marine: m, facing: 'RIGHT', tokens: 0, LEFT: { terrain: [], swarms: [] }, RIGHT: { terrain: [], swarms: [] } });
    emit(cx, { k: 'rescue', marine: m });
  }),
};

function teamOfMarine(m: string): Team {
  return marineDef(m).team;
}

function psychicAssault(): Handler<AbilityFrame> {
  return {
    step(s, f) {
      if (f.step === 'start') return decide(s.current, 'psychic-assault', marines(s), s.event, true);
      if (rowOf(s, str(f, 'target')) < 0) return pop(s), null;
      return roll({ code: 'psychic-assault', marine: str(f, 'target') });
    },
    answer(s, f, choice, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.psychic-assault');
        f.data.target = choice;
        f.step = 'roll';
        return;
      }
      pop(s);
      const m = str(f, 'target');
      if (Number(choice) <= 1) {
        emit(cx, { k: 'psychic-assault', roll: Number(choice), marine: m, dies: true });
        slayMarine(s, m, cx);
      } else emit(cx, { k: 'psychic-assault', roll: Number(choice), marine: m, dies: false });
    },
  };
}

/** For My Battle Brothers!: a marine with a token if any (D-34); he loses one and one engaged Genestealer goes. */
function battleBrothers(): Handler<AbilityFrame> {
  const targets = (s: GameState): string[] => {
    const withTokens = marines(s).filter((m) => row(s, rowOf(s, m)).tokens > 0);
    return withTokens.length > 0 ? withTokens : marines(s);
  };
  return {
    step(s, f) {
      if (f.step === 'start') return decide(s.current, 'battle-brothers', targets(s), s.event, true);
      const m = str(f, 'target');
      const options = rowOf(s, m) < 0 ? [] : engagedCardChoices(s, m);
      if (options.length === 0) return pop(s), null;
      return decide(s.current, 'battle-brothers-discard', options, m);
    },
    answer(s, f, choice, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.for-my-battle-brothers');
        const p = row(s, rowOf(s, choice));
        if (p.tokens > 0) (p.tokens--, s.supply++);
        f.data.target = choice;
        f.step = 'discard';
        emit(cx, { k: 'battle-brothers', marine: choice });
        return;
      }
      pop(s);
      // Said in the log (issue 35): which Genestealer went, and from which side of whom.
      const { ref, type } = expectOption('swarm', choice);
      const marine = row(s, ref.row).marine;
      s.genestealerDiscard.push(takeCardChoice(s, choice));
      emit(cx, { k: 'battle-brothers-discard', marine, type: type ?? null, side: ref.side });
    },
  };
}

/** Rewarded Faith: the chosen marine may pay tokens, one Genestealer engaged with him slain for each. */
function rewardedFaith(): Handler<AbilityFrame> {
  return {
    step(s, f) {
      if (f.step === 'start') return decide(s.current, 'rewarded-faith', marines(s), s.event, true);
      const m = str(f, 'target');
      const r = rowOf(s, m);
      const targets = r >= 0 && row(s, r).tokens > 0 ? engagedTargets(s, m).map(refKey) : [];
      if (targets.length === 0) return pop(s), null;
      return decide(s.current, 'rewarded-faith-slay', [...targets, 'stop'], m);
    },
    answer(s, f, choice, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.rewarded-faith');
        f.data.target = choice;
        f.step = 'spend';
        return;
      }
      if (choice === 'stop') return void pop(s);
      const m = str(f, 'target');
      row(s, rowOf(s, m)).tokens--;
      s.supply++;
      emit(cx, { k: 'rewarded-faith', marine: m });
      push(s, slayFrame(parseRef(choice), 1, null));
    },
  };
}

/** Cleansing Flames: a marine with engaged Genestealers if any; a skull slays 2 of them. */
function cleansingFlames(): Handler<AbilityFrame> {
  return {
    step(s, f) {
      if (f.step === 'start') {
        const engaged = marines(s).filter((m) => engagedTargets(s, m).length > 0);
        return decide(s.current, 'cleansing-flames', engaged.length ? engaged : marines(s), s.event, true);
      }
      if (f.step === 'roll') return roll({ code: 'cleansing-flames' });
      const m = str(f, 'target');
      const targets = rowOf(s, m) >= 0 ? engagedTargets(s, m).map(refKey) : [];
      if (num(f, 'left') <= 0 || targets.length === 0) return pop(s), null;
      return decide(s.current, 'cleansing-flames-slay', targets, m);
    },
    answer(s, f, choice, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.cleansing-flames');
        f.data.target = choice;
        f.step = 'roll';
        return;
      }
      if (f.step === 'roll') {
        const hit = isSkull(Number(choice));
        emit(cx, { k: 'cleansing-flames', roll: Number(choice), skull: hit });
        if (!hit) return void pop(s);
        f.data.left = 2;
        f.step = 'slay';
        return;
      }
      f.data.left = num(f, 'left') - 1;
      push(s, slayFrame(parseRef(choice), 1, null));
    },
  };
}

/** Temporary Sanctuary: a swarm's Genestealers go into the smaller blip pile; Brood Lords stay (D-30). */
function temporarySanctuary(): Handler<AbilityFrame> {
  return {
    step(s, f) {
      if (f.step === 'start') {
        const refs = allSwarmRefs(s).filter((r) => swarmAt(s, r).cards.some((c) => !isBroodLord(c))).map(refKey);
        if (refs.length === 0) return pop(s), null;
        return decide(s.current, 'temporary-sanctuary', refs, s.event, true);
      }
      return decide(s.current, 'sanctuary-pile', ['LEFT', 'RIGHT'], s.event);
    },
    answer(s, f, choice, cx) {
      if (f.step === 'start') {
        fire(cx, 'event.temporary-sanctuary');
        f.data.swarm = choice;
        const side = smallerBlipPile(s);
        if (side === null) return void (f.step = 'pile');
        choice = side;
      }
      pop(s);
      const ref = parseRef(str(f, 'swarm'));
      const sw = swarmAt(s, ref);
      const cards = sw.cards.filter((c) => !isBroodLord(c));
      sw.cards = sw.cards.filter((c) => isBroodLord(c));
      if (sw.cards.length === 0) row(s, ref.row)[ref.side].swarms.splice(ref.index, 1);
      shuffleIntoBlips(s, choice as Side, cards);
      emit(cx, { k: 'temporary-sanctuary', count: cards.length, side: choice as Side });
    },
  };
}

