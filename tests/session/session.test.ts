/**
 * One game on three phones through the session (issue 26): the host's steps are the only
 * authority, guests replay them, secret Action card choices stay sealed until the reveal
 * (RB p10-11: the cards are chosen face down and turned up together), a phone that missed
 * messages resyncs, undo reaches every phone, and another app version is refused in words.
 */
import { describe, expect, it } from 'vitest';
import { type DecisionPrompt } from '../../src/engine';
import { mulberry } from '../../src/strategy/rand';
import { Table, type Phone } from './link';

const pick = (rand: () => number, options: readonly string[]): string => options[Math.floor(rand() * options.length)] as string;

/** Indexes of secret choices followed by another secret question: sealed to the other phones when sent. */
const sealedWhenSent = new Set<number>();

/** Plays until `until` holds, the host answering player 0 (and any player whose phone is away), each phone its own. */
async function play(t: Table, rand: () => number, until: () => boolean, each?: () => void): Promise<void> {
  for (let guard = 0; guard < 5000 && !until(); guard++) {
    const p = t.host.position.prompt as DecisionPrompt | null;
    if (!p || t.host.position.outcome) return;
    const index = t.store.length;
    const phone = t.phones.find((ph) => ph.guest.seat === p.player && ph.online && ph.guest.status === 'playing');
    if (!phone) t.hostAnswers(pick(rand, p.options));
    else {
      const ask = phone.guest.ask;
      expect(ask?.index).toBe(t.store.length);
      expect(ask?.prompt).toEqual(p);
      expect(phone.guest.answer(pick(rand, ask?.prompt.options ?? []))).toBe(true);
      await t.settle();
    }
    const next = t.host.position.prompt;
    if (p.secret && next?.kind === 'decision' && next.secret) sealedWhenSent.add(index);
    each?.();
  }
}

/** The guest's replica equals the host's position whenever nothing is sealed. */
function sameAsHost(t: Table, ph: Phone): void {
  expect(ph.guest.known.length).toBe(t.store.length);
  expect(ph.guest.applied).toBe(t.store.length);
  expect(JSON.stringify(ph.guest.state)).toBe(JSON.stringify(t.host.position));
}

describe('a session of three phones', () => {
  it('plays two rounds: each phone gets only its own questions, secrets stay sealed until the reveal', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    expect([bea.guest.seat, cy.guest.seat]).toEqual([1, 2]);
    expect(t.host.seatsView().map((s) => s.status)).toEqual(['host', 'connected', 'connected']);
    const rand = mulberry(11);
    let reveals = 0;
    await play(
      t,
      rand,
      () => t.host.position.round >= 3 || t.host.position.outcome !== null,
      () => {
        const p = t.host.position.prompt;
        const choosing = p?.kind === 'decision' && p.secret;
        if (!choosing) {
          // After every public step (the reveal included) each phone holds the host's position.
          for (const ph of [bea, cy]) sameAsHost(t, ph);
          if (t.host.position.phase === 'resolve-actions' && t.store.length > 0) reveals++;
        }
      },
    );
    expect(t.host.position.round).toBeGreaterThanOrEqual(3);
    expect(reveals).toBeGreaterThan(0);
    // No raw message to a phone ever named another player's card while it was still sealed:
    // every 'step' a phone got for another player's secret choice came sealed, and the one
    // 'ask' it got was its own question.
    for (const ph of [bea, cy]) {
      const seat = ph.guest.seat;
      const got = ph.inbox.map((m) => JSON.parse(m) as { t: string; index: number; player?: number; step?: string; sealed?: boolean; prompt?: DecisionPrompt });
      const othersSecret = got.filter((m) => m.t === 'step' && m.player !== seat && sealedWhenSent.has(m.index));
      expect(othersSecret.length).toBeGreaterThan(2);
      for (const m of othersSecret) {
        expect(m.sealed).toBe(true);
        expect(m.step).toBeUndefined();
      }
      for (const m of got.filter((m) => m.t === 'ask')) expect(m.prompt?.player).toBe(seat);
      expect(got.some((m) => m.t === 'unseal')).toBe(true);
    }
  });

  it('a phone that missed steps asks from its last index and catches up', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    const rand = mulberry(5);
    await play(t, rand, () => t.store.length >= 4);
    cy.online = false;
    // The host answers for Cy while Cy's phone is asleep (the host can answer for a guest).
    const start = t.store.length;
    await play(t, rand, () => t.store.length >= start + 6);
    cy.online = true;
    const before = cy.guest.known.length;
    expect(before).toBeLessThan(t.store.length);
    // The next step shows a gap: Cy asks from its last index and gets every step it missed.
    await play(t, rand, () => t.store.length >= start + 8 && !(t.host.position.prompt?.kind === 'decision' && t.host.position.prompt.secret));
    await t.settle();
    expect(cy.inbox.some((m) => m.includes('"t":"step"'))).toBe(true);
    sameAsHost(t, cy);
    sameAsHost(t, bea);
  });

  it('undo on the host reaches every phone; a phone that rejoins gets its seat back by token', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    const cy = t.join('Cy');
    await t.settle();
    const rand = mulberry(9);
    await play(t, rand, () => t.store.length >= 12 && !(t.host.position.prompt?.kind === 'decision' && t.host.position.prompt.secret));
    const n = t.store.length;
    t.store.length = n - 1;
    t.host.undone(n - 1);
    for (const ph of [bea, cy]) sameAsHost(t, ph);
    // Cy's phone reloads: a new session with the old token takes player 2 again, with the whole game.
    cy.online = false;
    t.host.disconnect(cy.conn);
    expect(t.host.seatsView()[2]?.status).toBe('away');
    const again = t.join('Cy', '1.0.0', cy.guest.token ?? undefined);
    await t.settle();
    expect(again.guest.seat).toBe(2);
    sameAsHost(t, again);
    expect(t.host.seatsView()[2]?.status).toBe('connected');
  });

  it('refuses a phone on another app version in words, and a fourth phone when every seat is taken', async () => {
    const t = new Table();
    const old = t.join('Old', '0.9.0');
    await t.settle();
    expect(old.guest.status).toBe('refused');
    expect(old.guest.refusal?.why).toMatch(/version 0\.9\.0 .* host runs 1\.0\.0/);
    expect(old.guest.state).toBeNull();
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

  it('a store that cannot write plays nothing and says so to the guest', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    t.join('Cy');
    await t.settle();
    const rand = mulberry(3);
    await play(t, rand, () => (t.host.position.prompt as DecisionPrompt).player === 1);
    t.storing = false;
    const n = t.store.length;
    bea.guest.answer(bea.guest.ask?.prompt.options[0] as string);
    await t.settle();
    expect(t.store.length).toBe(n);
    expect(t.host.length).toBe(n);
    expect(bea.guest.refusal?.code).toBe('busy');
  });
});

describe('a guest replica', () => {
  it('ignores a repeated step, asks from its first unapplied step on a gap, and drops steps the host no longer has', async () => {
    const t = new Table();
    const bea = t.join('Bea');
    t.join('Cy');
    await t.settle();
    await play(t, mulberry(4), () => t.store.length >= 8 && !(t.host.position.prompt?.kind === 'decision' && t.host.position.prompt.secret));
    const g = bea.guest;
    const known = g.known.length;
    const state = JSON.stringify(g.state);
    // A repeat of the last step changes nothing.
    const last = bea.inbox.filter((m) => m.includes('"t":"step"')).at(-1) as string;
    g.receive(last);
    expect(g.known.length).toBe(known);
    expect(JSON.stringify(g.state)).toBe(state);
    // A step from the future: nothing applied, the guest asks from its first unapplied step.
    const sent: string[] = [];
    const spy = new (g.constructor as typeof import('../../src/session').GuestSession)({ version: '1.0.0', name: 'x', send: (m) => void sent.push(m) });
    spy.receive(bea.inbox.find((m) => m.includes('"t":"welcome"')) as string);
    const had = spy.known.length;
    spy.receive(JSON.stringify({ t: 'step', index: had + 3, player: 0, step: 'anything' }));
    expect(spy.known.length).toBe(had);
    expect(sent.map((m) => JSON.parse(m) as { t: string; from?: number })).toEqual([{ t: 'resync', from: spy.applied }]);
    // A guest ahead of the host (the host undid while it was away) is told to drop the extra steps.
    t.host.connect('ahead', (m) => void sent.push(m));
    await t.host.receive('ahead', JSON.stringify({ t: 'hello', protocol: 1, version: '1.0.0', lastIndex: -1, name: 'A', token: 'token-1' }));
    sent.length = 0;
    await t.host.receive('ahead', JSON.stringify({ t: 'resync', from: t.store.length + 5 }));
    expect(JSON.parse(sent[0] as string)).toEqual({ t: 'undo', toIndex: t.store.length });
  });
});
