import { t } from '../../common/words';
import type { Key } from '../../../words/keys';
import type { Params } from '../../../words/say';

/** Stands in for the bold value while the sentence is filled; no message contains it. */
const MARK = '\u0000';

/**
 * A message with one of its placeholders in bold, wherever the language puts it: the sentence
 * stays whole in the catalogue ("Chance of success {rate}"), and only `bold` is set apart.
 */
export function withStrong(key: Key, bold: string, value: string, params: Params = {}) {
  const text = t(key, { ...params, [bold]: MARK });
  const at = text.indexOf(MARK);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong>{value}</strong>
      {text.slice(at + MARK.length)}
    </>
  );
}
