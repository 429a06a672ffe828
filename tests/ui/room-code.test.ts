/**
 * Room codes carry the room's key (issue 33, item 6): 18 letters, of which the signalling
 * server sees only the first 10 (the peer id). A join link puts the id alone first, so an
 * older app still reaches the host and is told to update; a code without a key is named as
 * an older version's.
 */
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/ui/common/router';
import { CODE_LENGTH, cleanCode, hostPeerId, isOldCode, linkCode, newRoomCode, roomId, spacedCode } from '../../src/ui/multi/room';

describe('room codes with their key', () => {
  it('the peer id holds the room id only, never the key', () => {
    const code = newRoomCode();
    expect(code).toHaveLength(CODE_LENGTH);
    expect(newRoomCode()).not.toBe(code);
    expect(hostPeerId(code)).toBe(`death-angel-${roomId(code).toLowerCase()}`);
    expect(hostPeerId(code).toUpperCase()).not.toContain(code.slice(10));
  });

  it('reads the code typed in groups, scanned from a link, or with dashes; a 10-letter code is an older version\'s', () => {
    const code = 'ABCDEFGHJKMNPQRSTU';
    expect(spacedCode(code)).toBe('ABCDEF GHJKMN PQRSTU');
    expect(cleanCode('abcdef ghjkmn pqrstu')).toBe(code);
    expect(cleanCode('ABCDE-FGHJK-MNPQRSTU')).toBe(code);
    const route = parseRoute(`#/join/${linkCode(code)}`);
    expect(linkCode(code)).toBe('ABCDEFGHJK/MNPQRSTU');
    expect(route).toEqual({ name: 'join', code: 'ABCDEFGHJK/MNPQRSTU' });
    expect(cleanCode(route.name === 'join' ? (route.code ?? '') : '')).toBe(code);
    expect(cleanCode('ABCDEFGHJK')).toBeNull();
    expect(isOldCode('ABCDE FGHJK')).toBe(true);
    expect(isOldCode(code)).toBe(false);
    expect(cleanCode(`${code}A`)).toBeNull();
  });
});
