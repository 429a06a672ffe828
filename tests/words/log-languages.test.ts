/**
 * The engine's words in every language (issue 34): each event kind, reveal reason, refusal,
 * correction (and its refusal), table problem and Event preview renders in German, French,
 * Spanish and Italian as a whole sentence with every placeholder filled, and a few read
 * exactly as a player of that edition would say them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/words/languages';
import {
  answerInPlace,
  correctionWords,
  EVENT_KINDS,
  fixIn,
  fixWords,
  logWords,
  newGame,
  previewEvent,
  refusalIn,
  refusalWords,
  renderEventIn,
  replaySteps,
  speech,
  tableProblemIn,
  tableProblemWords,
  whyIn,
  whyWords,
  type GameEvent,
  type LogKey,
} from '../../src/engine';
import { makeSay, type Flat } from '../../src/words/say';
import { useWordsNow } from '../../src/ui/common/words';
import { logLine, refusalLine } from '../../src/ui/play/words/log';
import { pick, policyRand, randomOptions } from '../../scripts/play-random';
import { wordsOf } from '../setup-words';
import { SAMPLE_CORRECTIONS, SAMPLE_EVENTS, SAMPLE_FIXES, SAMPLE_REFUSALS, SAMPLE_TABLE_PROBLEMS, SAMPLE_WHYS } from './log-samples';
import { EVENTS } from '../../src/data';
import { positions } from '../engine-tools/games';

const read = (lang: string): Flat => JSON.parse(readFileSync(join(__dirname, '../../public/words', lang, 'log.json'), 'utf8')) as Flat;
const EN = read('en');
const sayIn = (lang: string) => makeSay<LogKey>(lang, read(lang), EN);

/** Events of a few random games, of many kinds. */
function played(): GameEvent[] {
  const out: GameEvent[] = [];
  for (const [players, seed] of [[1, 3], [2, 5], [4, 8], [6, 2]] as const) {
    const start = newGame(randomOptions(players, 'dealer', seed));
    if (!start.ok) throw new Error(start.error);
    out.push(...start.events);
    const s = start.state;
    const rand = policyRand(seed);
    for (let n = 0; s.prompt && n < 2000; n++) if (answerInPlace(s, pick(rand, s.prompt.options), null, undefined, out)) break;
  }
  return out;
}

const PLAYED = [...SAMPLE_EVENTS, ...played()];
/** Table positions to preview every Event card at. */
const TABLES = [...positions(3, 'table', 4, 25), ...positions(6, 'table', 9, 25)];

/** A sentence as the log shows it: no placeholder left, no missing value, not the bare key. */
function wellFormed(line: string): boolean {
  return !/\{\w+\}/.test(line) && !/\b(undefined|null|NaN)\b/.test(line) && !/^log\./.test(line) && /^\S.*\S$/.test(line);
}

describe('the log in every language', () => {
  it('the samples cover every event kind, correction refusal and table problem', () => {
    expect(new Set(SAMPLE_EVENTS.map((e) => e.k))).toEqual(new Set(EVENT_KINDS));
    expect(new Set(SAMPLE_FIXES.map((r) => r.code))).toEqual(new Set(Object.keys(fixWords(sayIn('en')))));
    expect(new Set(SAMPLE_TABLE_PROBLEMS.map((p) => p.code))).toEqual(new Set(Object.keys(tableProblemWords(sayIn('en')))));
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every event, reason, refusal and correction is a whole sentence`, () => {
      const say = sayIn(lang);
      const log = logWords(say);
      const bad: string[] = [];
      const check = (what: unknown, line: string | null) => {
        if (line !== null && !wellFormed(line)) bad.push(`${JSON.stringify(what)} → ${line}`);
      };
      for (const ev of PLAYED) check(ev, renderEventIn(log, ev));
      const corrected = correctionWords(speech(say));
      for (const c of SAMPLE_CORRECTIONS) check(c, corrected(c));
      const why = whyWords(say);
      for (const w of SAMPLE_WHYS) check(w, whyIn(why, w));
      const refused = refusalWords(say);
      for (const r of SAMPLE_REFUSALS) check(r, refusalIn(refused, r));
      check('unknown refusal', refusalIn(refused, { code: 'from-a-newer-phone' } as never));
      const fix = fixWords(say);
      for (const r of SAMPLE_FIXES) check(r, fixIn(fix, r));
      const table = tableProblemWords(say);
      for (const p of SAMPLE_TABLE_PROBLEMS) check(p, tableProblemIn(table, p));
      for (const s of TABLES) {
        for (const e of EVENTS) {
          const pv = previewEvent(s, e.id, say);
          for (const line of [...pv.spawns, ...pv.movement]) check(e.id, line);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('other languages say it in their own words, not in English', () => {
    const en = logWords(sayIn('en'));
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const log = logWords(sayIn(lang));
      const same = SAMPLE_EVENTS.filter((ev) => ev.k !== 'blip-piles' && renderEventIn(log, ev) !== null && renderEventIn(log, ev) === renderEventIn(en, ev));
      expect(same.map((e) => e.k), lang).toEqual([]);
    }
  });
});

describe('sentences as the editions say them', () => {
  const de = logWords(sayIn('de'));
  const fr = logWords(sayIn('fr'));
  const defence: GameEvent = { k: 'defence-roll', marine: 'marine.deino', roll: 2, swarm: { size: 2, side: 'LEFT', marine: 'marine.lorenzo' }, broodLords: 0, result: 'kills' };
  const moved: GameEvent = { k: 'swarm-moved', side: 'LEFT', marine: 'marine.deino', icon: 'TONGUE', to: 'marine.lorenzo', toSide: 'LEFT', flank: false };

  it('a defence roll that kills', () => {
    expect(renderEventIn(de, defence)).toBe('Der Schwarm aus 2 links von Lorenzo greift Deino an: Er würfelt 2, das reicht nicht.');
    expect(renderEventIn(fr, defence)).toBe("L'essaim de 2 à gauche de Lorenzo attaque Deino : il obtient 2, pas assez.");
    expect(renderEventIn(de, { ...defence, broodLords: 1 } as GameEvent)).toBe('Der Schwarm aus 2 links von Lorenzo greift Deino an: Er würfelt 2 (−1 für Brood Lords), das reicht nicht.');
  });

  it('a counted number of Support tokens, in each language’s plural forms', () => {
    const outnumbered = (tokens: number): GameEvent => ({ k: 'outnumbered', marine: 'marine.deino', tokens });
    expect(renderEventIn(de, outnumbered(1))).toBe('Outnumbered: Deino verliert 1 Unterstützungsmarker.');
    expect(renderEventIn(de, outnumbered(3))).toBe('Outnumbered: Deino verliert 3 Unterstützungsmarker.');
    expect(renderEventIn(fr, outnumbered(1))).toBe('Outnumbered : Deino perd 1 marqueur Soutien.');
    expect(renderEventIn(fr, outnumbered(3))).toBe('Outnumbered : Deino perd 3 marqueurs Soutien.');
    // French counts 0 with the singular.
    const corrected = correctionWords(speech(sayIn('fr')));
    expect(corrected({ t: 'tokens', marine: 'marine.deino', count: 0 })).toBe('Corrigé : Deino a 0 marqueur Soutien.');
    expect(renderEventIn(de, { k: 'hibernation-cluster', count: 1 })).toBe('Hibernation Cluster: 1 Karte kommt auf jeden Signalstapel, eine pro Marine.');
    expect(renderEventIn(de, { k: 'hibernation-cluster', count: 2 })).toBe('Hibernation Cluster: 2 Karten kommen auf jeden Signalstapel, eine pro Marine.');
  });

  it('a Genestealer type is written as printed in every line but English, refusals and corrections too', () => {
    const refused = refusalIn(refusalWords(sayIn('de')), { code: 'type-used-up', type: 'TONGUE', side: 'LEFT' });
    expect(refused).toContain('Tongue');
    expect(refused).not.toContain('tongue');
    expect(fixIn(fixWords(sayIn('de')), { code: 'type-used-up', type: 'CLAW' })).toContain('Claw');
    expect(refusalIn(refusalWords(sayIn('en')), { code: 'type-used-up', type: 'TONGUE', side: 'LEFT' })).toContain('tongue');
  });

  it('a swarm moving, its side a word of the sentence', () => {
    expect(renderEventIn(de, moved)).toBe('Der linke Schwarm von Deino (Tongue) rückt nach unten zu Lorenzo.');
    expect(renderEventIn(fr, moved)).toBe("L'essaim de gauche de Deino (Tongue) descend vers Lorenzo.");
    expect(renderEventIn(fr, { ...moved, side: 'RIGHT', toSide: 'RIGHT' } as GameEvent)).toBe("L'essaim de droite de Deino (Tongue) monte vers Lorenzo.");
  });

  it('a team by its colour', () => {
    expect(renderEventIn(de, { k: 'team-gone', team: 'GREEN' })).toBe('Kampfteam Grün ist ausgelöscht; seine Aktionskarten verlassen das Spiel.');
    expect(renderEventIn(fr, { k: 'team-gone', team: 'GREEN' })).toBe("L'unité de combat verte a disparu ; ses cartes Action quittent la partie.");
  });
});

describe('the screens’ words follow the language shown', () => {
  it('the same event reads in German, then in English again', () => {
    const defence: GameEvent = { k: 'attack-roll', marine: 'marine.deino', roll: 5, hits: 2, swarm: { size: 3, side: 'RIGHT', marine: 'marine.lorenzo' } };
    try {
      useWordsNow('de', wordsOf('de'), wordsOf('en'));
      expect(logLine(defence)).toBe('Deino würfelt 5: 2 Treffer gegen den Schwarm aus 3 rechts von Lorenzo.');
      expect(refusalLine({ code: 'blip-pile-empty', side: 'LEFT' })).toBe('Der linke Signalstapel ist leer.');
    } finally {
      useWordsNow('en', wordsOf('en'));
    }
    expect(logLine(defence)).toBe('Deino rolls 5: 2 hits on the swarm of 3 right of Lorenzo.');
  });
});

describe('a correction refused and an Event previewed, in German', () => {
  it('says why, in the words of the edition', () => {
    const fix = fixWords(sayIn('de'));
    expect(fixIn(fix, { code: 'supply-short', supply: 1, marine: true })).toBe('Im Vorrat ist nur 1 Unterstützungsmarker; nimm zuerst Marker von einer anderen Karte.');
    expect(fixIn(fix, { code: 'blips-short', side: 'RIGHT', left: 2 })).toBe('Für den rechten Signalstapel sind nur 2 Karten übrig.');
    const pv = previewEvent(TABLES[3] as (typeof TABLES)[number], 'event.surrounded', sayIn('de'));
    expect(pv.movement).toEqual(['Diese Karte bewegt keinen Schwarm.']);
  });
});

describe('a replay that stops at a refused step', () => {
  it('carries the reason as data, so the screen can word it in its language', () => {
    const start = newGame({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 4 });
    if (!start.ok) throw new Error(start.error);
    const r = replaySteps(start.state, ['nonsense']);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal?.code).toBe('not-an-option');
    expect(refusalIn(refusalWords(sayIn('de')), r.refusal as NonNullable<typeof r.refusal>)).toMatch(/^„nonsense“ ist für „.+“ jetzt nicht möglich\./);
    // The English sentence stays as it was.
    expect(r.error).toMatch(/^Step 1 of 1 \("nonsense"\) was refused: "nonsense" is not possible for /);
  });
});
