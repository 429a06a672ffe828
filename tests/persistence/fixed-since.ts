/**
 * A line an old save stored, as today's words say it where we have since mended the words on
 * purpose: a name that ends its own sentence ("Onward Brothers!") no longer takes a full stop
 * after it ("Event drawn: For My Battle Brothers!", never "…Brothers!."; src/words/say.ts fill), and a
 * team's colour is a name, as on the board ("resolves for the Red team").
 * Every other difference between then and now still fails the tests that use it.
 */
export function fixedSince(line: string): string {
  return line
    .replace(/([!?…])\.(?=\s|$)/gu, '$1')
    .replace(/\b([Tt]he) (blue|green|grey|purple|red|yellow)( combat)? team\b/g, (_, the: string, colour: string, combat = '') => `${the} ${colour.charAt(0).toUpperCase()}${colour.slice(1)}${combat} team`);
}

/**
 * A step's lines as today's words say them: `fixedSince` on each, and on its first line (the
 * answer's own) what its question now words differently: who attacks is said as the attack
 * ("Ana: Deino attacks.", was "Ana: Deino."), and a further attack says so ("Attack again", was
 * "Attack"; "No more attacks", was "Stop").
 */
export function stepFixedSince(lines: readonly string[], ask: string): string[] {
  return lines.map((line, i) => {
    let l = fixedSince(line);
    if (i > 0) return l;
    if (ask === 'attacker') l = l.replace(/^((?:.+: )?)([^\s:.]+)\.$/u, '$1$2 attacks.');
    if (ask === 'full-auto' || ask === 'psionic-attack') l = l.replace(/^((?:.+: )?)Attack\.$/u, '$1Attack again.').replace(/^((?:.+: )?)Stop\.$/u, '$1No more attacks.');
    return l;
  });
}
