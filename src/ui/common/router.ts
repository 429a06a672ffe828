/**
 * Screens live in the URL hash, so a reload (or an app restart) opens the same screen and
 * the same game: '#/new', '#/new/<game id>' (that deal again), '#/games', '#/play/<game id>'.
 */
export type Route =
  /** `broken`: the app was opened with a link it could not read (a bad `%` escape), so it opened home. */
  | { name: 'home'; broken?: true }
  /** The guided first game, dealt at once ('#/guided'); the screen then replaces itself with the game's. */
  | { name: 'guided' }
  | { name: 'new'; from: string | null }
  | { name: 'games' }
  /** Saves: export, import and storage ('#/saves'); a damaged game ('#/recover/<game id>'). */
  | { name: 'saves' }
  | { name: 'recover'; id: string }
  | { name: 'play'; id: string }
  /** Table companion: '#/table/new' and '#/table/<game id>'. */
  | { name: 'table-new' }
  | { name: 'table'; id: string }
  /** The rules reference: '#/rules', '#/rules/<entry id>', '#/rules/<entry id>/<hash to go back to>'. */
  | { name: 'rules'; entry: string | null; back: string | null }
  /** Table tools for other games: '#/space-hulk' and '#/space-marine'. */
  | { name: 'space-hulk' }
  | { name: 'space-marine' }
  /** Settings ('#/settings', or '#/settings/<hash to go back to>' from a game's menu); statistics ('#/stats') and one game's course ('#/stats/<game id>'). */
  | { name: 'settings'; back: string | null }
  | { name: 'stats'; id: string | null }
  /** Several phones (issue 26): a game hosted for guests ('#/host/<game id>'); joining one ('#/join', '#/join/<room code>'). */
  | { name: 'host'; id: string }
  | { name: 'join'; code: string | null };

/** The hash's parts, decoded; null when one holds a broken `%` escape (decodeURIComponent throws). */
function hashParts(hash: string): string[] | null {
  try {
    return hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

export function parseRoute(hash: string): Route {
  const parts = hashParts(hash);
  // Parsed before anything is drawn: a throw here would leave the page on "Loading…" for good.
  if (!parts) return { name: 'home', broken: true };
  switch (parts[0]) {
    case 'guided':
      return { name: 'guided' };
    case 'new':
      return { name: 'new', from: parts[1] ?? null };
    case 'games':
      return { name: 'games' };
    case 'saves':
      return { name: 'saves' };
    case 'recover':
      return parts[1] ? { name: 'recover', id: parts[1] } : { name: 'saves' };
    case 'play':
      return parts[1] ? { name: 'play', id: parts[1] } : { name: 'games' };
    case 'table':
      return parts[1] && parts[1] !== 'new' ? { name: 'table', id: parts[1] } : { name: 'table-new' };
    case 'rules':
      return { name: 'rules', entry: parts[1] ?? null, back: parts[2] ?? null };
    case 'space-hulk':
      return { name: 'space-hulk' };
    case 'space-marine':
      return { name: 'space-marine' };
    case 'settings':
      return { name: 'settings', back: parts[1] ?? null };
    case 'stats':
      return { name: 'stats', id: parts[1] ?? null };
    case 'host':
      return parts[1] ? { name: 'host', id: parts[1] } : { name: 'games' };
    case 'join':
      // A room code's link is '#/join/<room id>/<key>' (multi/room.ts linkCode): both parts are the code.
      return { name: 'join', code: parts.length > 1 ? parts.slice(1).join('/') : null };
    default:
      return { name: 'home' };
  }
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'guided':
      return '#/guided';
    case 'new':
      return route.from ? `#/new/${encodeURIComponent(route.from)}` : '#/new';
    case 'games':
      return '#/games';
    case 'saves':
      return '#/saves';
    case 'recover':
      return `#/recover/${encodeURIComponent(route.id)}`;
    case 'play':
      return `#/play/${encodeURIComponent(route.id)}`;
    case 'table-new':
      return '#/table/new';
    case 'table':
      return `#/table/${encodeURIComponent(route.id)}`;
    case 'rules':
      return `#/rules${route.entry ? `/${encodeURIComponent(route.entry)}` : ''}${route.entry && route.back ? `/${encodeURIComponent(route.back)}` : ''}`;
    case 'space-hulk':
      return '#/space-hulk';
    case 'space-marine':
      return '#/space-marine';
    case 'settings':
      return route.back ? `#/settings/${encodeURIComponent(route.back)}` : '#/settings';
    case 'stats':
      return route.id ? `#/stats/${encodeURIComponent(route.id)}` : '#/stats';
    case 'host':
      return `#/host/${encodeURIComponent(route.id)}`;
    case 'join':
      return route.code ? `#/join/${encodeURIComponent(route.code)}` : '#/join';
  }
}
