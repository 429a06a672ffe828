import type { ComponentChildren } from 'preact';
import { actionDef, actionsOfTeam, eventDef, isSetupLocation, locationDef, marineDef, terrainDef } from '../../data';
import type { GameState } from '../../engine';
import { parseSpot } from './board/spots';
import type { BoardView } from './board/board-view';
import { TYPE_WORDS } from './ActionChoice';
import { useDialog } from './useDialog';
import { EventCard } from './EventCard';
import { genestealerName, TEAM_NAMES } from '../common/names';
import { COUNTS, plural } from '../common/catalogue';
import { locationNumberNote, SETUP_NAME_NOTE } from './words/location-number';
import { cardText, cardVictory, terrainText } from '../common/card-text';

type Body = { title: string; body: ComponentChildren };

function terrainBody(id: string, tokens: number | null): ComponentChildren {
  const def = terrainDef(id);
  return (
    <>
      <p>
        {def.colour.charAt(0) + def.colour.slice(1).toLowerCase()} terrain: Genestealers come out here when an Event shows a {def.colour.toLowerCase()} spawn box.
      </p>
      <p>{terrainText(id) ?? 'It cannot be activated.'}</p>
      {tokens ? <p>Support tokens on it: {tokens}.</p> : null}
    </>
  );
}

function cardBody(id: string): Body {
  if (id.startsWith('action.')) {
    const a = actionDef(id);
    return { title: `${a.name} (${a.initiative})`, body: <><p>{TEAM_NAMES[a.team]} team · {TYPE_WORDS[a.type].name}</p><p>{TYPE_WORDS[a.type].base}</p><p>{cardText(id)}</p></> };
  }
  if (id.startsWith('event.')) return { title: eventDef(id).name, body: <EventCard id={id} name={false} /> };
  return { title: terrainDef(id).name, body: terrainBody(id, null) };
}

function describe(key: string, s: GameState, board: BoardView): Body | null {
  const spot = parseSpot(key);
  if (spot?.kind === 'card') return cardBody(spot.id);
  if (spot?.kind === 'marine') {
    const m = marineDef(spot.id);
    const row = board.rows.find((r) => r.marine.id === spot.id);
    return {
      title: m.name,
      body: (
        <>
          <p>
            {TEAM_NAMES[m.team]} team · range {m.range}
            {row ? ` · position ${row.row + 1} · faces ${row.marine.facing.toLowerCase()} · ${plural(row.marine.tokens, COUNTS.supportTokens)}` : ''}
          </p>
          <p>He can attack swarms on the side he faces, {plural(m.range, COUNTS.positionsAway)}{m.range === 0 ? ' (only his own position)' : ''}.</p>
          <h3>The team’s Action cards</h3>
          <ul>
            {actionsOfTeam(m.team).map((c2) => (
              <li key={c2.id}>
                <strong>{c2.name} ({c2.initiative})</strong>: {cardText(c2.id)}
              </li>
            ))}
          </ul>
        </>
      ),
    };
  }
  if (spot?.kind === 'swarm') {
    const { row, side, index } = spot.ref;
    const cards = s.formation[row]?.[side].swarms[index]?.cards ?? [];
    const sw = board.rows[row]?.[side].swarms[index];
    const marine = board.rows[row]?.marine.name ?? '';
    return {
      title: `Swarm of ${cards.length}, ${side.toLowerCase()} of ${marine}`,
      body: (
        <>
          <ul>
            {cards.map((card, i) => (
              <li key={i}>{genestealerName(card)}</li>
            ))}
          </ul>
          <p>In the Genestealer Attack Phase it attacks the marine at its position: he survives if he rolls higher than the swarm’s size.</p>
          {sw?.attacked && <p>It has already attacked this phase.</p>}
          {sw?.shielded && <p>Shielded by Power Field this round.</p>}
        </>
      ),
    };
  }
  if (spot?.kind === 'terrain') {
    const t = s.formation[spot.row]?.[spot.side].terrain.find((x) => x.id === spot.id);
    return { title: terrainDef(spot.id).name, body: terrainBody(spot.id, t?.tokens ?? null) };
  }
  if (spot?.kind === 'pile') {
    const n = board.blips[spot.side];
    return { title: `${spot.side === 'LEFT' ? 'Left' : 'Right'} blip pile: ${n}`, body: <p>Face-down Genestealers waiting on this side. They spawn from here onto this side’s terrain. When a pile runs out, the squad moves on to the next location.</p> };
  }
  if (spot?.kind === 'location') {
    const loc = locationDef(s.location);
    if (isSetupLocation(loc))
      return {
        title: loc.name,
        body: (
          <>
            <p>The squad’s starting point. Locations still ahead: {s.locationDeck.length}.</p>
            <p>{SETUP_NAME_NOTE}</p>
          </>
        ),
      };
    const setup = locationDef(s.setupCard);
    return {
      title: `${loc.name} (${loc.tier})`,
      body: (
        <>
          <p>{cardText(loc.id)}</p>
          {isSetupLocation(setup) && <p>{locationNumberNote(loc.tier, setup.deck)}</p>}
          {cardVictory(loc.id) && <p><strong>To win:</strong> {cardVictory(loc.id)}</p>}
          <p>Blips on arrival: {loc.blips.left} left, {loc.blips.right} right. Locations still ahead: {s.locationDeck.length}.</p>
        </>
      ),
    };
  }
  if (spot?.kind === 'events') return { title: `Event deck: ${s.eventDeck.length}`, body: <p>One Event is drawn at the end of every round. Discarded so far: {s.eventDiscard.length}. When the deck runs out, the discards are shuffled back.</p> };
  return null;
}

/** Our own words about whatever was tapped on the board. */
export function Details({ item, s, board, onClose }: { item: string; s: GameState; board: BoardView; onClose: () => void }) {
  const ref = useDialog<HTMLElement>(onClose);
  const found = describe(item, s, board);
  if (!found) return null;
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="dialog" role="dialog" aria-modal="true" aria-labelledby="details-title" tabIndex={-1} ref={ref}>
        <h2 id="details-title">{found.title}</h2>
        <div class="dialog__body">{found.body}</div>
        <button type="button" class="btn btn--wide" onClick={onClose}>
          Close
        </button>
      </section>
    </div>
  );
}
