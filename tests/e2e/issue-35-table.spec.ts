/**
 * Table companion words a newcomer found missing (issue 35 §3), at 390x844: the To do list after
 * Deal for me, the Events lookup's legend for its movement marks, the number after a Location.
 */
import { expect, test } from './fixtures';
import { startOffline } from './game-helpers';
import { startTable } from './table-steps';

test('after Deal for me the To do list no longer says to deal; the Events lookup explains its marks; the location number is explained', async ({ page, server }) => {
  test.setTimeout(120_000);
  await startOffline(page, server);
  await startTable(page, [['BLUE', 'RED'], ['GREY', 'PURPLE']]);
  await page.locator('.sheet[data-ask="reveal:marine"]').getByRole('button', { name: /^Deal for me/ }).click();
  await expect(page.locator('.sheet[data-ask="reveal:event"]')).toBeVisible();

  const todo = page.getByRole('button', { name: /^To do/ });
  if ((await todo.getAttribute('aria-expanded')) !== 'true') await todo.click();
  const list = page.locator('#table-checklist');
  await expect(list).toContainText('Draw the setup Event card and enter it.');
  await expect(list).not.toContainText('Deal the marine cards');
  await page.screenshot({ path: test.info().outputPath('table-todo.png') });

  await page.getByRole('button', { name: 'Events', exact: true }).click();
  const legend = page.getByTestId('event-legend');
  await expect(legend).toContainText('↕ Claw: swarms holding a claw Genestealer move one position');
  await expect(legend).toContainText('⤺ Claw: they flank, behind their marine');
  await expect(legend).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('events-legend.png') });
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('location').click();
  await expect(page.getByRole('dialog')).toContainText('In brackets: the player counts this Setup card is for.');
  await page.screenshot({ path: test.info().outputPath('location-setup.png') });
});
