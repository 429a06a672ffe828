/**
 * The new-game form: players and names, combat teams (picked or dealt at random, as many
 * per player as the rules give: 3 solo, 2 each for 2–3 players, 1 each for 4–6), a
 * handicap of starting Support tokens, the dealer's seed, and practice mode.
 */
import { computed, createModel, signal } from '@preact/signals';
import { playerCount, TEAMS } from '../../data';
import type { GameOptions, Team } from '../../engine';
import { MAX_NAME_LENGTH } from '../../engine/limits';
import { t } from '../common/words';

export const MAX_PLAYERS = 6;
export const MAX_STARTING_TOKENS = 12;

export function randomSeed(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0] as number;
  return Math.floor(Math.random() * 0xffffffff);
}

/** Deals every team at random, `per` to each of `players` (a Fisher–Yates shuffle). */
export function dealTeams(players: number, random: () => number = Math.random): Team[][] {
  const per = playerCount(players).teamsPerPlayer;
  const deck: Team[] = [...TEAMS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Team, deck[i] as Team];
  }
  return Array.from({ length: players }, (_, p) => deck.slice(p * per, p * per + per));
}

export const SetupModel = createModel(() => {
  const count = signal(1);
  /** What each player's name field holds once typed in; null while it shows the default. */
  const typed = signal<(string | null)[]>(Array.from({ length: MAX_PLAYERS }, () => null));
  // A default name is worded when shown, so it follows a change of language ("Spieler 1").
  const names = computed(() => typed.value.map((n, i) => n ?? t('pocket.setup.defaultName', { number: i + 1 })));
  const teams = signal<Team[][]>(dealTeams(1));
  const tokens = signal(0);
  const seed = signal(randomSeed());
  const practice = signal(false);

  const perPlayer = computed(() => playerCount(count.value).teamsPerPlayer);
  /** Which player holds each team, if anyone. */
  const owner = computed(() => {
    const map = new Map<Team, number>();
    teams.value.forEach((list, p) => list.forEach((t) => map.set(t, p)));
    return map;
  });
  const problem = computed((): string | null => {
    for (let p = 0; p < count.value; p++) {
      const name = (names.value[p] ?? '').trim();
      if (!name) return t('pocket.setup.needsName', { number: p + 1 });
      const n = teams.value[p]?.length ?? 0;
      if (n !== perPlayer.value) {
        return t('pocket.setup.needsTeams', { name, n: perPlayer.value, has: n });
      }
    }
    return null;
  });
  const options = computed((): GameOptions | null => {
    if (problem.value) return null;
    const players = Array.from({ length: count.value }, (_, p) => ({ name: (names.value[p] ?? '').trim(), teams: [...(teams.value[p] ?? [])] }));
    const o: GameOptions = { players, chance: 'dealer', seed: seed.value };
    if (tokens.value > 0) o.startingTokens = tokens.value;
    return o;
  });

  return {
    count,
    names,
    teams,
    tokens,
    seed,
    practice,
    perPlayer,
    owner,
    problem,
    options,
    setCount(n: number): void {
      if (n < 1 || n > MAX_PLAYERS) return;
      count.value = n;
      teams.value = dealTeams(n);
    },
    setName(p: number, name: string): void {
      const next = [...typed.value];
      next[p] = name.slice(0, MAX_NAME_LENGTH);
      typed.value = next;
    },
    dealAtRandom(): void {
      teams.value = dealTeams(count.value);
    },
    /** Gives the team to player `p`, or takes it back; a team held by another player moves over. */
    toggleTeam(p: number, team: Team): void {
      const next = teams.value.map((list) => list.filter((t) => t !== team));
      const had = teams.value[p]?.includes(team) ?? false;
      if (!had) {
        const mine = next[p] ?? [];
        // Full hand: the newest pick replaces the oldest, so a tap always does something.
        next[p] = mine.length >= perPlayer.value ? [...mine.slice(1), team] : [...mine, team];
      }
      teams.value = next;
    },
    setTokens(n: number): void {
      tokens.value = Math.max(0, Math.min(MAX_STARTING_TOKENS, Math.round(n)));
    },
    setSeed(text: string): boolean {
      const n = Number(text.trim());
      if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) return false;
      seed.value = n;
      return true;
    },
    newSeed(): void {
      seed.value = randomSeed();
    },
    /** Fills the form from an earlier game: the same deal, players and teams. */
    copy(o: GameOptions, wasPractice: boolean): void {
      count.value = o.players.length;
      typed.value = typed.value.map((n, i) => o.players[i]?.name ?? n);
      teams.value = o.players.map((p) => [...p.teams]);
      tokens.value = o.startingTokens ?? 0;
      seed.value = o.seed;
      practice.value = wasPractice;
    },
  };
});

export type SetupModelInstance = InstanceType<typeof SetupModel>;
