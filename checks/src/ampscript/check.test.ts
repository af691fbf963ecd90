/**
 * checkAmpscript() on whole snippets: structure across blocks, inline expressions, script tags, strings and
 * comments, case, suggestions, bare files, and a realistic email that must pass.
 */
import { describe, expect, it } from 'vitest';
import { checkAmpscript } from './index.js';

const rules = (text: string, language?: 'ampscript' | 'html'): string[] =>
  checkAmpscript(text, language).map((f) => `${f.rule} ${f.line}:${f.column}`);

describe('checkAmpscript', () => {
  it('accepts an IF nested in a FOR, and FOR nested in IF', () => {
    const code = `%%[
SET @rows = LookupRows("Products", "Category", "shoes")
IF RowCount(@rows) > 0 THEN
  FOR @i = 1 TO RowCount(@rows) DO
    SET @row = Row(@rows, @i)
    IF Field(@row, "Stock") > 0 AND NOT Empty(Field(@row, "Name")) THEN
      Output(Concat(Field(@row, "Name"), "<br>"))
    ELSEIF Field(@row, "Backorder") == "true" OR (@i == 1 AND @showFirst) THEN
      Output(v("Back soon"))
    ELSE
      SET @skipped = Add(@skipped, 1)
    ENDIF
  NEXT @i
ENDIF
]%%`;
    expect(checkAmpscript(code)).toEqual([]);
  });

  it('reports IF and FOR closed in the wrong order', () => {
    const code = '%%[ FOR @i = 1 TO 3 DO\n  IF @i == 2 THEN\nNEXT @i\n  ENDIF ]%%';
    expect(rules(code)).toEqual(['ampscript/if-without-endif 2:3', 'ampscript/endif-without-if 4:3']);
  });

  it('pairs IF, ELSE and ENDIF across blocks with HTML between them', () => {
    const code = `%%[ IF @tier == "gold" THEN ]%%
  <p class="gold">Thanks for being a Gold member!</p>
%%[ ELSEIF @tier == "silver" THEN ]%%
  <p>Silver perks inside.</p>
%%[ ELSE ]%%
  <p>Join our program.</p>
%%[ ENDIF ]%%`;
    expect(checkAmpscript(code)).toEqual([]);
    expect(rules(code.replace('%%[ ENDIF ]%%', ''))).toEqual(['ampscript/if-without-endif 1:5']);
  });

  it('reads inline expressions as one value', () => {
    expect(checkAmpscript('<p>Hello %%=v(@x)=%%, %%=ProperCase([First Name])=%%</p>')).toEqual([]);
    expect(
      checkAmpscript(`<a href="%%=RedirectTo(CloudPagesURL(12, 'sk', _subscriberkey))=%%">x</a>`),
    ).toEqual([]);
    expect(rules('<p>%%=v(@x) v(@y)=%%</p>')).toEqual(['ampscript/unexpected-token 1:13']);
    expect(checkAmpscript('<p>%%=SET @a = 1=%%</p>')[0]).toMatchObject({
      rule: 'ampscript/unexpected-token',
      message: 'has `SET` where a value should be',
      fix: 'an inline %%= =%% holds one value; write statements in %%[ ]%%',
    });
  });

  it('does not treat personalization strings as blocks', () => {
    const code = '<p>Hi %%FirstName%%, you are %%emailaddr%% (<a href="%%view_email_url%%">view</a>)</p>';
    expect(checkAmpscript(code, 'html')).toEqual([]);
  });

  it('reads server script tags with AMPscript, in any attribute order, case and quoting', () => {
    const code = `<script runat=server language=AMPscript>
  SET @a = Lookup("DE", "Col", "Key", 1)
</script>
<SCRIPT Language='ampscript' RunAt="Server">
  IF @a THEN
</SCRIPT>
<p>%%=v(@a)=%%</p>
%%[ ENDIF ]%%`;
    expect(checkAmpscript(code, 'html')).toEqual([]);
    expect(
      rules('<script language="ampscript" runat="server">\nSET @a = Lookupp(1)\n</script>', 'html'),
    ).toEqual(['ampscript/unknown-function 2:10']);
  });

  it('leaves server-side JavaScript and client scripts to their own checks', () => {
    const ssjs = '<script runat="server">\nPlatform.Load("core", "1");\nvar x = "%%[ IF ]%%";\n</script>';
    expect(checkAmpscript(ssjs, 'html')).toEqual([]);
    const client = '<script>var name = "%%=v(@name)=%%"; if (a) { b(); }</script>';
    expect(checkAmpscript(client, 'html')).toEqual([]);
  });

  it('reads strings with doubled quotes, and delimiters inside strings and comments', () => {
    const code = `%%[
SET @quote = "She said ""hi"" and left"
SET @apostrophe = 'It''s here'
SET @html = TreatAsContent('%%[ SET @inner = 1 ]%%')
/* a comment that mentions ]%% and "quotes" */
]%%`;
    expect(checkAmpscript(code)).toEqual([]);
  });

  it('ends a block at ]%% when a string in it is never closed', () => {
    const code = '%%[ SET @a = "oops ]%%\n<p class="x">text</p>\n%%[ SET @b = "fine" ]%%';
    expect(rules(code)).toEqual(['ampscript/unterminated-string 1:14']);
  });

  it('ignores case in keywords and function names', () => {
    const code =
      '%%[ var @r set @r = lookuprows("DE", "k", 1) if rowcount(@r) > 0 then set @x = true endif ]%%';
    expect(checkAmpscript(code)).toEqual([]);
  });

  it('suggests the closest function name', () => {
    const suggestion = (name: string): string | undefined =>
      checkAmpscript(`%%[ SET @a = ${name}(@x) ]%%`).find((f) => f.rule === 'ampscript/unknown-function')
        ?.fix;
    expect(suggestion('Lenght')).toBe('did you mean Length?');
    expect(suggestion('Uppercse')).toBe('did you mean Uppercase?');
    expect(suggestion('Len')).toBe('did you mean Length?');
    expect(suggestion('SystemDateToLocalTime')).toBe('did you mean SystemDateToLocalDate?');
    expect(suggestion('Frobnicate')).toBeUndefined();
  });

  it('hints at ELSEIF when ELSE IF opens an IF that is never closed', () => {
    const findings = checkAmpscript('%%[ IF @a THEN\nELSE IF @b THEN\nSET @c = 1\nENDIF ]%%');
    expect(findings).toMatchObject([
      {
        rule: 'ampscript/if-without-endif',
        line: 1,
        column: 5,
        fix: 'write ELSEIF as one word: ELSE IF opens a new IF that needs its own ENDIF',
      },
    ]);
  });

  it('explains the usual slips from other languages', () => {
    expect(checkAmpscript('%%[ @a = 1 ]%%')[0]?.fix).toBe('SET @a = …');
    expect(checkAmpscript('%%[ SET @a = 1; ]%%')[0]?.fix).toBe('AMPscript statements end without ;');
    expect(checkAmpscript('%%[ IF @a THEN END IF ]%%')).toMatchObject([
      { rule: 'ampscript/unexpected-token', message: 'has `END IF` where a statement should be' },
    ]);
    expect(checkAmpscript('%%[ IF @a THEN END IF ]%%')[0]?.fix).toBe('write ENDIF as one word');
    expect(rules('%%[ FOR @i = 1 TO 2 DO ]%% x %%[ ENDFOR ]%%')).toEqual(['ampscript/unexpected-token 1:34']);
    expect(checkAmpscript('%%[ // note\nSET @a = 1 ]%%')[0]).toMatchObject({
      rule: 'ampscript/unexpected-token',
      message: 'starts a comment with //, which AMPscript does not have',
    });
    expect(checkAmpscript('%%[ SET @a == 1 ]%%')[0]?.fix).toBe('SET assigns with a single =');
  });

  it('reports one problem per statement and goes on with the next one', () => {
    const code = '%%[\nSET @a = Concat("a" "b")\nSET @b = Lookup(1)\nSET @c = Trim(@a)\n]%%';
    expect(rules(code)).toEqual(['ampscript/unexpected-token 2:21', 'ampscript/argument-count 3:10']);
  });

  it('stays quiet about the HTML after an unterminated block', () => {
    const code = `%%[ IF @a THEN
<p>If you have "questions", write to us.</p>
%%[ ENDIF ]%%`;
    expect(rules(code)).toEqual(['ampscript/unterminated-block 1:1']);
  });

  describe('files without delimiters', () => {
    it('checks bare AMPscript statements as one block', () => {
      const code =
        '/* code snippet block */\nSET @a = AttributeValue("x")\nIF Empty(@a) THEN\n  SET @a = "none"\n';
      expect(rules(code)).toEqual(['ampscript/if-without-endif 3:1']);
      expect(rules(`${code}ENDIF\n`)).toEqual([]);
      expect(rules('Output(Lookup("DE", "Col", "Key"))')).toEqual(['ampscript/argument-count 1:8']);
    });

    it('reads prose and HTML files as content', () => {
      expect(checkAmpscript('Set up the data extension first, then send.')).toEqual([]);
      expect(checkAmpscript('SET @a = (', 'html')).toEqual([]);
    });
  });

  it('passes a realistic email with several blocks', () => {
    const email = `%%[
VAR @firstName, @rows, @rowCount, @i, @row
SET @firstName = ProperCase(AttributeValue("FirstName"))
IF Empty(@firstName) THEN SET @firstName = "there" ENDIF
SET @rows = LookupOrderedRows("Recommendations", 3, "Score DESC", "SubscriberKey", _subscriberkey)
SET @rowCount = RowCount(@rows)
]%%
<!DOCTYPE html>
<html>
<head><title>%%=v(@subject)=%%</title>
<style>@media (max-width: 600px) { .col { width: 100% !important; } }</style>
</head>
<body>
<p style="font:16px Arial">Hi %%=v(@firstName)=%%,</p>
%%[ IF @rowCount > 0 THEN ]%%
<table role="presentation" width="100%">
  %%[ FOR @i = 1 TO @rowCount DO
        SET @row = Row(@rows, @i) ]%%
  <tr><td><a href="%%=RedirectTo(Field(@row, 'URL'))=%%" alias="rec_%%=v(@i)=%%">%%=Field(@row, "Name")=%%</a></td>
      <td>%%=FormatCurrency(Field(@row, "Price"), "en-US", 2)=%%</td></tr>
  %%[ NEXT @i ]%%
</table>
%%[ ELSE ]%%
<p>%%=ContentBlockByKey("fallback-recommendations")=%%</p>
%%[ ENDIF ]%%
<!--[if mso]><p>%%=v(@msoNote)=%%</p><![endif]-->
<p style="font-size:12px">Sent to %%emailaddr%%. <a href="%%unsub_center_url%%" alias="Unsubscribe">Unsubscribe</a>
 · <a href="%%=RedirectTo(CloudPagesURL(123, "sk", _subscriberkey, "src", "footer"))=%%">Preferences</a></p>
<custom name="opencounter" type="tracking">
</body>
</html>`;
    expect(checkAmpscript(email, 'html')).toEqual([]);
  });
});
