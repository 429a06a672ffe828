/**
 * A hostile phone (issue 26): 1,000+ random and hostile messages (other players' answers, old
 * and future step indexes, broken JSON, 100 KB payloads, prototype keys, unknown kinds) are
 * each refused to that phone alone, in words; the host's game and store do not move and the
 * other phone is still served.
 */
import { describe, expect, it } from 'vitest';
import { type DecisionPrompt } from '../../src/engine';
import { parseGuestMessage, PROTOCOL_VERSION } from '../../src/session';
import { mulberry } from '../../src/strategy/rand';
import { Table } from './link';

/** One hostile message, given what the host is waiting for now. */
function hostile(rand: () => number, at: number, p: DecisionPrompt): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const option = pick(p.options);
  switch (Math.floor(rand() * 12)) {
    case 0: // another player's answer, at the right step
      return JSON.stringify({ t: 'answer', index: at, choice: option });
    case 1: // an old step
      return JSON.stringify({ t: 'answer', index: Math.max(0, at - 1 - Math.floor(rand() * 5)), choice: option });
    case 2: // a future step
      return JSON.stringify({ t: 'answer', index: at + 1 + Math.floor(rand() * 100), choice: option });
    case 3: // broken JSON
      return JSON.stringify({ t: 'answer', index: at, choice: option }).slice(0, Math.floor(rand() * 20));
    case 4: // a huge payload
      return JSON.stringify({ t: 'answer', index: at, choice: 'x'.repeat(100_000) });
    case 5:
      return `{"t":"answer","index":${at},"choice":"${option}","__proto__":{"polluted":true}}`;
    case 6:
      return `{"t":"hello","protocol":${PROTOCOL_VERSION},"version":"1.0.0","lastIndex":0,"name":"x","constructor":{"prototype":{"polluted":true}}}`;
    case 7: // unknown kinds and wrong types
      return JSON.stringify(pick([{ t: 'undo', toIndex: 0 }, { t: 'step', index: at, step: option }, { t: 'answer', index: String(at), choice: option }, { t: 'answer', index: -1, choice: option }, { t: 'answer', index: at, choice: 42 }, null, [], 7, 'answer']));
    case 8: // an answer that is no option
      return JSON.stringify({ t: 'answer', index: at, choice: `${option}-not` });
    case 9: // a hello to take another seat, with Cy's token (welcomed again, to its own seat only)
      return JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, version: '1.0.0', lastIndex: 0, name: 'Thief', seat: pick([0, 1]), token: 'token-1' });
    case 10: // random bytes
      return Array.from({ length: 1 + Math.floor(rand() * 60) }, () => String.fromCharCode(Math.floor(rand() * 0x7f))).join('');
    default: // extra keys on a well-formed answer
      return JSON.stringify({ t: 'answer', index: at, choice: option, extra: { deep: [1, 2, 3] } });
  }
}

/** Welcomes among the messages sent (a hostile hello re-welcomes the phone to its own seat). */
function welcomes(msgs: string[]): number {
  const got = msgs.map((m) => JSON.parse(m) as { t: string; seat?: number });
  for (const m of got) if (m.t === 'welcome') expect(m.seat).toBe(2);
  return got.filter((m) => m.t === 'welcome').length;
}

describe('a hostile phone', () => {
  it('the parser turns every kind of bad message into a refusal, never a throw', () => {
    for (const raw of ['', '{', 'null', '[]', '"x"', 'x'.repeat(70_000), '{"t":"answer","index":0,"choice":"a","__proto__":1}', '{"t":"resync","from":-3}', '{"t":"nope"}', 12, null, undefined, { t: 'answer' }]) {
      const r = parseGuestMessage(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.why.length).toBeGreaterThan(10);
    }
    expect(parseGuestMessage('{"t":"answer","index":3,"choice":"a"}')).toEqual({ ok: true, message: { t: 'answer', index: 3, choice: 'a' } });
  });

  it('1,200 hostile messages change nothing; the other phone keeps playing', async () => {
    const t = new Table();
    // The hostile phone holds player 2 (Cy's seat is player 1 here: it joins first).
    const cy = t.join('Cy');
    const sent: string[] = [];
    t.host.connect('evil', (text) => void sent.push(text));
    await t.host.receive('evil', JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, version: '1.0.0', lastIndex: -1, name: 'Evil' }));
    expect(t.host.seatsView()[2]?.status).toBe('connected');
    const rand = mulberry(2026);
    let messages = 0;
    for (let round = 0; messages < 1200 && !t.host.position.outcome; round++) {
      const p = t.host.position.prompt as DecisionPrompt;
      const before = JSON.stringify(t.store);
      const refusedBefore = t.host.refusals;
      const burst = p.player === 2 ? 0 : 40;
      const sentBefore = sent.length;
      for (let i = 0; i < burst; i++) await t.host.receive('evil', hostile(rand, t.store.length, p));
      messages += burst;
      // Nothing moved, and every hostile message was refused to the hostile phone.
      expect(JSON.stringify(t.store)).toBe(before);
      expect(t.host.steps()).toEqual(t.store);
      expect(t.host.refusals - refusedBefore).toBe(burst - welcomes(sent.slice(sentBefore)));
      expect(t.host.seatsView().map((s) => s.status)).toEqual(['host', 'connected', 'connected']);
      expect(cy.guest.seat).toBe(1);
      // Play goes on: Cy answers its own questions, the host the rest (player 2's for the hostile phone).
      if (p.player === 1) {
        expect(cy.guest.asks.some((q) => q.subject === p.subject && q.options.includes(p.options[0] as string))).toBe(true);
        expect(cy.guest.answer(p.options[0] as string)).toBe(true);
        await t.settle();
      } else t.hostAnswers(p.options[Math.floor(rand() * p.options.length)] as string);
    }
    expect(messages).toBeGreaterThanOrEqual(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(cy.guest.at).toBe(t.store.length);
    expect(cy.guest.log.length).toBe(t.store.length);
    expect(cy.guest.refusal).toBeNull();
    // Each refusal is words for that phone; none went to Cy.
    const refusals = sent.map((m) => JSON.parse(m) as { t: string; why?: string }).filter((m) => m.t === 'refused');
    expect(refusals.length).toBeGreaterThanOrEqual(1000);
    expect(refusals.every((m) => typeof m.why === 'string' && m.why.length > 10)).toBe(true);
    expect(cy.inbox.some((m) => m.includes('"refused"'))).toBe(false);
  });
});
