import { describe, expect, it, vi } from 'vitest';
import { claimGame, type Channel } from '../../src/persistence/tabs';

type Listener = (event: { data: unknown }) => void;

/** Two tabs' channels joined, as BroadcastChannel joins tabs (never echoing to the sender). */
function pair(): [Channel, Channel] {
  const listeners: [Set<Listener>, Set<Listener>] = [new Set(), new Set()];
  const make = (mine: Set<Listener>, theirs: Set<Listener>): Channel => ({
    postMessage: (m) => theirs.forEach((l) => l({ data: m })),
    addEventListener: (_, l) => void mine.add(l),
    removeEventListener: (_, l) => void mine.delete(l),
  });
  return [make(listeners[0], listeners[1]), make(listeners[1], listeners[0])];
}

describe('a game open in two tabs', () => {
  it('hands the game to the tab that opened it last; the first is told', () => {
    const [a, b] = pair();
    const first = vi.fn();
    const second = vi.fn();
    claimGame('g1', first, a, 'tab-a');
    claimGame('g1', second, b, 'tab-b');
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
  });

  it('ignores other games and released claims', () => {
    const [a, b] = pair();
    const first = vi.fn();
    const release = claimGame('g1', first, a, 'tab-a');
    claimGame('g2', vi.fn(), b, 'tab-b');
    release();
    claimGame('g1', vi.fn(), b, 'tab-b');
    expect(first).not.toHaveBeenCalled();
  });
});
