import type { SeedSnippet } from '../types.js';

/** What an email shows: preview-only debug output, rotating images, progress bars. */
export const sfmcAmpscriptDisplaySnippets: SeedSnippet[] = [
  {
    title: 'Debug Output That Only Appears in Preview and Test Sends',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['debugging', 'messagecontext', 'preview'],
    description:
      '_messagecontext tells you whether the email is rendering in preview, a real send, the web version or a landing page. Wrapping debug output in a preview check means you can leave it in the template without leaking it to subscribers.',
    code: `%%[
SET @context = _messagecontext   /* PREVIEW, SEND, VAWP, FTAF, LANDINGPAGE, SMS ... */
SET @isPreview = IIf(@context == "PREVIEW", true, false)

SET @segment  = AttributeValue("Segment")
SET @tier     = Lookup("Loyalty", "Tier", "SubscriberKey", _subscriberkey)
SET @points   = Lookup("Loyalty", "Points", "SubscriberKey", _subscriberkey)
]%%
%%[ IF @isPreview THEN ]%%
<div style="border:1px solid #c23934;background:#fef1ee;padding:8px;font:12px monospace;">
  <strong>DEBUG</strong><br>
  context: %%=v(@context)=%%<br>
  subscriberkey: %%=v(_subscriberkey)=%%<br>
  segment: %%=v(@segment)=%%<br>
  tier: %%=v(@tier)=%% / points: %%=v(@points)=%%<br>
  job: %%=v(jobid)=%%
</div>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Rotate Hero Images by Day of the Week',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 6,
    tags: ['dynamic-content', 'dates', 'images'],
    description:
      'A lightweight way to keep a recurring automated email fresh: pick one of seven hero images based on the weekday at send time. Store the image URLs in a data extension so marketers can change them without editing the email.',
    code: `%%[
/* Hero_Rotation DE: DayName (Monday ... Sunday), ImageURL, AltText, LinkURL */
SET @dayName = FormatDate(Now(), "dddd", "", "en-US")
SET @rows = LookupRows("Hero_Rotation", "DayName", @dayName)

IF RowCount(@rows) > 0 THEN
  SET @row = Row(@rows, 1)
  SET @img  = Field(@row, "ImageURL")
  SET @alt  = Field(@row, "AltText")
  SET @link = Field(@row, "LinkURL")
ELSE
  SET @img  = "https://image.example.com/lib/hero-default.jpg"
  SET @alt  = "This week's picks"
  SET @link = "https://www.example.com"
ENDIF
]%%
<a href="%%=RedirectTo(@link)=%%" alias="hero_%%=Lowercase(@dayName)=%%">
  <img src="%%=v(@img)=%%" alt="%%=v(@alt)=%%" width="600"
       style="display:block;width:100%;max-width:600px;height:auto;border:0;">
</a>
`,
  },
  {
    title: 'Loyalty Tier Progress Bar with Math Functions',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 3,
    tags: ['personalization', 'math', 'loyalty'],
    description:
      'Calculates how far a member is from the next tier and renders a table-based progress bar that works in every client, including Outlook. Uses Divide, Multiply and Subtract because AMPscript has no arithmetic operators.',
    code: `%%[
SET @points = Lookup("Loyalty", "Points", "SubscriberKey", _subscriberkey)
IF Empty(@points) THEN SET @points = 0 ENDIF

IF @points < 1000 THEN
  SET @nextTier = "Silver"
  SET @target = 1000
ELSEIF @points < 5000 THEN
  SET @nextTier = "Gold"
  SET @target = 5000
ELSE
  SET @nextTier = ""
  SET @target = @points
ENDIF

SET @pct = Multiply(Divide(@points, @target), 100)
SET @pct = FormatNumber(IIf(@pct > 100, 100, @pct), "N0")
SET @remaining = Subtract(@target, @points)
SET @rest = Subtract(100, @pct)
]%%
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e5e5e5;">
  <tr>
    <td width="%%=v(@pct)=%%%" style="background:#04844b;height:12px;font-size:0;line-height:0;">&nbsp;</td>
    %%[ IF @rest > 0 THEN ]%%<td width="%%=v(@rest)=%%%" style="font-size:0;line-height:0;">&nbsp;</td>%%[ ENDIF ]%%
  </tr>
</table>
%%[ IF NOT Empty(@nextTier) THEN ]%%
<p>Only %%=FormatNumber(@remaining, "N0")=%% points to %%=v(@nextTier)=%%!</p>
%%[ ENDIF ]%%
`,
  },
];
