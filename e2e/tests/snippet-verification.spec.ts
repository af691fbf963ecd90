import { randomBytes } from 'node:crypto';
import { currentRelease } from '../../contract/src/releases';
import { apiLogin, apiRegister, expect, newCredentials, signIn, test } from '../fixtures';

/**
 * A snippet's context for a reader (decisions 047, 048): what a snippet touches and needs before its code (the
 * warning, the checklist), whether it still works (a confirmation on the current release, an out-of-date
 * report), the marks on its card and browse's "verified in the last 3 releases" filter.
 */
test('a reader sees what a snippet changes and needs, confirms it still works, reports it, and finds it verified', async ({
  page,
  request,
  member: author,
  deleteAfterTest,
}) => {
  const { token } = await apiLogin(request, author);
  const word = `ver${randomBytes(4).toString('hex')}`;
  const post = async (title: string, extra: object) => {
    const response = await request.post('/api/snippets', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `${title} ${word}`,
        description: 'Copies the new leads into a data extension.',
        platform: 'sfmc',
        category: 'scripting',
        codeLanguage: 'ssjs',
        code: '<script runat="server">\nPlatform.Load("core", "1");\nvar leads = DataExtension.Init("Leads");\nleads.Rows.Add({ Email: "a@example.com" });\n</script>',
        tags: [word],
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { snippet: { slug: string } }).snippet.slug;
  };
  const slug = await post('Copy leads', {
    runsIn: ['script-activity'],
    effects: ['writes'],
    prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Fields: Email' }],
  });
  await post('Unconfirmed rows', {});

  const reader = newCredentials('r');
  await apiRegister(request, reader);
  deleteAfterTest(reader);
  await signIn(page, reader);
  const release = currentRelease();

  // Before the code: where it runs, the warning that it writes, and the checklist the reader ticks.
  await page.goto(`/snippets/${slug}`);
  const before = page.getByTestId('before-you-run');
  await expect(before).toContainText('Script Activity');
  const warning = page.getByTestId('snippet-write-warning');
  await expect(warning).toContainText('This snippet writes data extensions.');
  await expect(warning).toContainText(
    'Try it on a copy of the data extension first, in a test business unit if you have one.',
  );
  await expect(before.getByTestId('prerequisite')).toContainText('Data extension Leads');
  await expect(before.getByTestId('prerequisite')).toContainText('Fields: Email');
  // …all of it above the code.
  const [warningBox, codeBox] = await Promise.all([
    warning.boundingBox(),
    page.getByTestId('snippet-file').boundingBox(),
  ]);
  expect(warningBox!.y + warningBox!.height).toBeLessThan(codeBox!.y);

  // The panels are a lazy chunk: they answer once it has hydrated.
  const verification = page.getByTestId('snippet-verification');
  await expect(verification).toHaveAttribute('data-hydrated', '');
  const leads = page.getByRole('checkbox', { name: 'Data extension Leads' });
  await leads.click();
  await expect(leads).toBeChecked();
  await expect(page.getByTestId('prerequisites-done')).toHaveText('1 of 1 ready');

  // Still works on the current release: counted at once, without a reload.
  await expect(verification.getByTestId('verification-summary')).toHaveText('Not verified on a release yet');
  const confirm = verification.getByRole('button', { name: `Still works on ${release.label}` });
  await expect(confirm).toHaveAttribute('aria-pressed', 'false');
  await confirm.click();
  await expect(confirm).toHaveAttribute('aria-pressed', 'true');
  await expect(verification.getByTestId('verification-summary')).toHaveText(
    `Verified on ${release.label} by 1 member`,
  );
  await expect(page.getByText(`Thanks! Recorded that it works on ${release.label}`)).toBeVisible();

  // Out of date, with a reason: the report shows, and the reader may withdraw it.
  await verification.getByRole('button', { name: 'Report out of date' }).click();
  const reason = 'Rows.Add now needs the CustomerKey of the data extension';
  await verification.getByRole('textbox', { name: 'What no longer works?' }).fill(reason);
  await verification.getByRole('button', { name: 'Submit report' }).click();
  const reports = verification.getByTestId('outdated-reports');
  await expect(reports.getByRole('heading')).toHaveText('Reported out of date (1)');
  await expect(reports.getByTestId('outdated-report')).toContainText(reason);
  await expect(reports.getByTestId('outdated-report')).toContainText(
    `${reader.username} · on ${release.label}`,
  );
  await expect(verification.getByRole('button', { name: 'Withdraw my report' })).toBeVisible();

  // Both stay after a reload.
  await page.reload();
  await expect(page.getByTestId('snippet-verification').getByTestId('verification-summary')).toHaveText(
    `Verified on ${release.label} by 1 member`,
  );
  await expect(page.getByTestId('outdated-reports')).toContainText('Reported out of date (1)');

  // Browse: the filter keeps the verified snippet only, marked on its card.
  await page.goto(`/snippets?tag=${word}`);
  await expect(page.getByTestId('snippet-card')).toHaveCount(2);
  // A controlled box: it is ticked once the URL has changed (check() would look at once).
  await page.getByTestId('filter-verified').click();
  await expect(page).toHaveURL(/verified=recent/);
  await expect(page.getByTestId('filter-verified')).toBeChecked();
  await expect(page.getByTestId('filter-chip-verified')).toHaveText(/Verified in the last 3 releases/);
  const cards = page.getByTestId('snippet-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Copy leads ${word}`);
  await expect(cards.first().getByTestId('verified-mark')).toHaveText(`Verified ${release.label}`);
  await expect(cards.first().getByTestId('outdated-mark')).toHaveText('Out of date');
});
