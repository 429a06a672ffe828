/**
 * One game on three phones through the session (issues 26 and 33): the host's game is the only
 * authority and each phone gets its own view of it (engine/view.ts), never the position the
 * host holds; everyone chooses Action cards at once (RB p11: "each player simultaneously
 * chooses") and the cards stay sealed until the rules turn them face up (RB p12); a phone that
 * missed messages resyncs, undo reaches every phone, and another version is refused in words.
 */
import { describe, expect, it } from 'vitest';
import { seatView, type DecisionPrompt, type Team } from '../../src/engine';
import { PROTOCOL_VERSION, refusalWords, type GuestRefusal, type Refusal } from '../../src/session';
import { currentSay } from '../../src/ui/common/words';

/** A refusal as the guest's screen words it. */
const said = (r: GuestRefusal | null): string => (r ? refusalWords(r, currentSay()) : '');
import { mulberry } from '../../src/strategy/rand';
import { keyed, nextNonce, Table, type Phone } from './link';

const pick = (rand: () => number, options: readonly string[]): string => options[Math.floor(rand() * options.length)] as string;

/** Plays until `until` holds, the host answering player 0 (and any player whose phone is away), each phone its own. */
async function play(t: Table, rand: () => number, until: () => boolean, each?: () => void): Promise<void> {
  for (let guard = 0; guard < 5000 && !until(); guard++) {
    const p = t.host.position.prompt as DecisionPrompt | null;
    if (!p || t.host.position.outcome) return;
    const phone = t.phones.find((ph) => ph.guest.seat === p.player && ph.online && ph.guest.status === 'playing');
    if (!phone) t.hostAnswers(pick(rand, p.options));
    else {
      const ask = phone.guest.asks.find((q) => q.subject === p.subject && q.ask === p.ask);
      expect(ask).toEqual(p);
      expect(phone.guest.answer(pick(rand, ask?.options ?? []))).toBe(true);
      await t.settle();
    }
    each?.();
  }
}

/** The phone shows the host's game as its seat may know it: the engine's view, no more. */
function seesItsView(t: Table, ph: Phone): void {
  expect(ph.guest.at).toBe(t.store.length);
  expect(ph.guest.log.length).toBe(t.store.length);
  const mine = seatView(t.host.position, ph.guest.seat as number);
  expect(ph.guest.view).toEqual(mine);
}

describe('a session of three phones', () => {
  it("a guest's copy is its view, not the host's position: no seed, no pile's order, no card before its reveal", async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    expect([bea.guest.seat, cy.guest.seat]).toEqual([1, 2]);
    expect(t.host.seatsView().map((s) => s.status)).toEqual(['host', 'connected', 'connected']);
    let compared = 0;
    await play(
      t,
      mulberry(11),
      () => t.host.position.round >= 3 || t.host.position.outcome !== null,
      () => {
        if (t.host.position.phase === 'choose-actions') return; // held cards show on their own phone only
        for (const ph of [bea, cy]) {
          seesItsView(t, ph);
          // The opposite of a replica: the host's hidden piles and seed are not on the phone.
          expect(JSON.stringify(ph.guest.view)).not.toBe(JSON.stringify(t.host.position));
          expect(ph.guest.view?.rng).toBe(0);
          expect(ph.guest.view?.eventDeck).not.toEqual(t.host.position.eventDeck);
          compared++;
        }
      },
    );
    expect(t.host.position.round).toBeGreaterThanOrEqual(3);
    expect(compared).toBeGreaterThan(20);
    // The log is the host's, as each phone may read it: the same steps, each card in clear once revealed.
    for (const ph of [bea, cy]) {
      expect(ph.guest.log.map((e) => e.index)).toEqual(t.store.map((_, i) => i));
      const cards = ph.guest.log.filter((e) => e.ask === 'choose-action');
      expect(cards.length).toBeGreaterThan(6);
      for (const e of cards) expect(e.choice).toBe(t.store[e.index]);
    }
  });

  it('everyone chooses Action cards at once, in any order; the reveal comes when the last card is in', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    // Round 1 opens on the Choose Actions Phase: Cy (last in the rules' order) chooses first, then Bea, the host last.
    expect(t.host.position.phase).toBe('choose-actions');
    expect(cy.guest.asks.map((q) => q.subject)).toEqual(['GREEN', 'PURPLE']);
    expect(bea.guest.asks.map((q) => q.subject)).toEqual(['RED', 'YELLOW']);
    const chose = new Map<Team, string>();
    for (const ph of [cy, bea]) {
      for (let i = 0; i < 2; i++) {
        const q = ph.guest.asks[0] as DecisionPrompt;
        const card = q.options[q.options.length - 1] as string;
        chose.set(q.subject as Team, card);
        expect(ph.guest.answer(card)).toBe(true);
        await t.settle();
      }
      expect(ph.guest.asks).toEqual([]);
    }
    // Held on the host until their turn: nothing stored, the host still on its own first card.
    expect(t.store).toEqual([]);
    expect(t.host.heldTeams().sort()).toEqual(['GREEN', 'PURPLE', 'RED', 'YELLOW']);
    // Each phone sees its own cards face down, not the others'; everyone knows who is still choosing.
    expect(cy.guest.view?.chosen).toMatchObject({ GREEN: chose.get('GREEN'), PURPLE: chose.get('PURPLE'), RED: null, YELLOW: null });
    expect(bea.guest.view?.chosen).toMatchObject({ RED: chose.get('RED'), YELLOW: chose.get('YELLOW'), GREEN: null, PURPLE: null });
    expect(bea.guest.waiting).toEqual({ players: [0], secret: true });
    expect(JSON.stringify(bea.inbox)).not.toContain(`"choice":"${chose.get('GREEN')}"`);
    // A second card for a team whose card is in is refused in words, and changes nothing.
    await t.host.receive(bea.conn, JSON.stringify({ t: 'answer', index: 0, choice: (bea.guest.view?.hands.RED ?? []).find((c) => c !== chose.get('RED')) }));
    expect(said(bea.guest.refusal)).toMatch(/already has its Action card/);
    expect(t.host.heldTeams()).toContain('RED');
    // The host chooses its two cards: the held ones follow in the rules' order, then the reveal.
    const s = t.host.position;
    t.hostAnswers((s.prompt as DecisionPrompt).options[0] as string);
    await t.settle();
    t.hostAnswers((t.host.position.prompt as DecisionPrompt).options[0] as string);
    await t.settle();
    expect(t.store.slice(2, 6)).toEqual([chose.get('RED'), chose.get('YELLOW'), chose.get('GREEN'), chose.get('PURPLE')]);
    expect(t.host.position.phase).not.toBe('choose-actions');
    expect(t.host.heldTeams()).toEqual([]);
    // Once revealed, every phone reads every card.
    for (const ph of [bea, cy]) {
      expect(ph.guest.log.slice(0, 6).map((e) => e.choice)).toEqual(t.store.slice(0, 6));
      expect(ph.guest.log.some((e) => e.events.some((ev) => ev.k === 'revealed'))).toBe(true);
    }
  });

  it('a phone that missed messages asks again and catches up', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    const rand = mulberry(5);
    await play(t, rand, () => t.store.length >= 8);
    cy.online = false;
    // The host answers for Cy while Cy's phone is asleep (the host can answer for a guest).
    const start = t.store.length;
    await play(t, rand, () => t.store.length >= start + 6);
    cy.online = true;
    const had = cy.guest.log.length;
    expect(had).toBeLessThan(t.store.length);
    // The next step's message starts after the end of Cy's log: Cy asks from its own end and gets the rest.
    const sentBefore = cy.inbox.length;
    t.hostAnswers(pick(rand, (t.host.position.prompt as DecisionPrompt).options));
    await t.settle();
    const got = cy.inbox.slice(sentBefore).map((m) => JSON.parse(m) as { t: string; from: number });
    expect(got.map((m) => [m.t, m.from])).toEqual([
      ['state', t.store.length - 1],
      ['state', had],
    ]);
    expect(cy.guest.log.length).toBe(t.store.length);
    await play(t, rand, () => t.store.length >= start + 12 && t.host.position.phase !== 'choose-actions');
    await t.settle();
    seesItsView(t, cy);
    seesItsView(t, bea);
  });

  it('undo on the host reaches every phone; a phone that rejoins gets its seat back by token', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    const rand = mulberry(9);
    await play(t, rand, () => t.store.length >= 12 && t.host.position.phase !== 'choose-actions');
    const n = t.store.length;
    t.store.length = n - 1;
    t.host.undone(n - 1, t.hostState());
    for (const ph of [bea, cy]) seesItsView(t, ph);
    // Cy's phone reloads: a new session with the old token takes player 2 again, with the whole game.
    cy.online = false;
    t.host.disconnect(cy.conn);
    expect(t.host.seatsView()[2]?.status).toBe('away');
    const again = t.join('Cy', '1.0.0', cy.guest.token ?? undefined);
    await t.settle();
    expect(again.guest.seat).toBe(2);
    seesItsView(t, again);
    expect(t.host.seatsView()[2]?.status).toBe('connected');
  });

  it('refuses a phone on another app version or protocol in words, and a fourth phone when every seat is taken', async () => {
    const t = new Table();
    const old = t.join('Old', '0.9.0');
    await t.settle();
    expect(old.guest.status).toBe('refused');
    expect(said(old.guest.refusal)).toMatch(/version 0\.9\.0 .* host runs 1\.0\.0/);
    expect(old.guest.view).toBeNull();
    // A phone on the first protocol (it replayed the game from the seed) is told to reload, without step numbers.
    const sent: string[] = [];
    t.host.connect('v1', (m) => void sent.push(m));
    await t.host.receive('v1', JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION - 1, version: '1.0.0', lastIndex: -1, name: 'Old' }));
    const refused = JSON.parse(sent[0] as string) as { t: 'refused' } & Refusal;
    expect(refused).toEqual({ t: 'refused', code: 'version', older: 'guest' });
    expect(refusalWords(refused, currentSay())).toMatch(/older version of the app than the host\. Reload this page/);
    t.join('Bea');
    t.join('Cy');
    const late = t.join('Dee');
    await t.settle();
    expect(late.guest.status).toBe('refused');
    expect(late.guest.refusal?.code).toBe('full');
  });

  it('the host can remove a phone; its player is free again', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    await t.settle();
    t.host.remove(1);
    expect(bea.guest.status).toBe('kicked');
    expect(t.host.seatsView()[1]?.status).toBe('free');
  });

  it('a store that cannot write plays nothing and says so to the guest; a late answer is refused without step numbers', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    t.join('Cy');
    await t.settle();
    const rand = mulberry(3);
    await play(t, rand, () => t.host.position.phase !== 'choose-actions' && (t.host.position.prompt as DecisionPrompt).player === 1);
    t.storing = false;
    const n = t.store.length;
    bea.guest.answer(bea.guest.asks[0]?.options[0] as string);
    await t.settle();
    expect(t.store.length).toBe(n);
    expect(t.host.length).toBe(n);
    expect(bea.guest.refusal?.code).toBe('busy');
    t.storing = true;
    await t.host.receive(bea.conn, JSON.stringify({ t: 'answer', index: n - 1, choice: (t.host.position.prompt as DecisionPrompt).options[0] }));
    expect(said(bea.guest.refusal)).toMatch(/moved on/);
    expect(said(bea.guest.refusal)).not.toMatch(/\d/);
  });
});

describe('a guest phone', () => {
  it('ignores a repeated message, asks again on a gap in the log, and follows an undo', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    t.join('Cy');
    await t.settle();
    await play(t, mulberry(4), () => t.store.length >= 8 && t.host.position.phase !== 'choose-actions');
    const g = bea.guest;
    const log = JSON.stringify(g.log);
    // A repeat of the last state changes nothing.
    const last = bea.inbox.filter((m) => m.includes('"t":"state"')).at(-1) as string;
    g.receive(last);
    expect(JSON.stringify(g.log)).toBe(log);
    expect(g.at).toBe(t.store.length);
    // A state whose entries start after this phone's log: nothing taken, the phone asks from its own end.
    const sent: string[] = [];
    const spy = new (g.constructor as typeof import('../../src/session').GuestSession)({ version: '1.0.0', name: 'x', send: (m) => void sent.push(m), newNonce: nextNonce, check: t.guestProof.check });
    // This phone reached the host: the host's proof first, then the game.
    spy.hello();
    const { nonce } = JSON.parse(sent.pop() as string) as { nonce: string };
    spy.receive(JSON.stringify({ t: 'proof', proof: await keyed('room-key').prove(nonce) }));
    await new Promise<void>((r) => setTimeout(r, 0));
    expect(JSON.parse(sent.pop() as string)).toMatchObject({ t: 'hello' });
    spy.receive(bea.inbox.find((m) => m.includes('"t":"welcome"')) as string);
    const future = { ...(JSON.parse(last) as Record<string, unknown>), at: t.store.length + 3, from: t.store.length + 3, entries: [] };
    spy.receive(JSON.stringify(future));
    expect(spy.at).toBe(0);
    expect(spy.view).toBeNull();
    expect(sent.map((m) => JSON.parse(m) as { t: string; from?: number })).toEqual([{ t: 'resync', from: 0 }]);
    // The host answers a resync with the log from there.
    const answer: string[] = [];
    t.host.connect('again', (m) => void answer.push(m));
    await t.host.receive('again', JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, version: '1.0.0', lastIndex: -1, name: 'B', token: 'token-1' }));
    answer.length = 0;
    await t.host.receive('again', JSON.stringify({ t: 'resync', from: 2 }));
    expect(JSON.parse(answer[0] as string)).toMatchObject({ t: 'state', from: 2, at: t.store.length });
  });
});
