/**
 * An Action card whose ability names a fallen marine says so before its text (found in a
 * player's walk: Block still read "when Gideon rolls a skull" after Gideon fell).
 */
import { expect, test } from './fixtures';
import { importAndOpen, openApp, pocketFallenNamed } from './fit-positions';
import { marineDef } from '../../src/data';

test('a card naming a fallen marine says he has fallen, on the card a player chooses from', async ({ page, server }) => {
  const built = pocketFallenNamed();
  await openApp(page, server.url);
  await importAndOpen(page, built, 'pocket');
  const card = page.locator(`.cards [data-option="${built.card}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('.card__fallen')).toHaveText(`✠ ${marineDef(built.marine).shortName} has fallen: the part that names him does nothing.`);
  // A card naming a marine who stands says nothing of the kind.
  await expect(page.locator('.cards .card__fallen')).toHaveCount(1);
});
