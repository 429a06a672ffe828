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
