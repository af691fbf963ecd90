import type { SeedSnippet } from '../types.js';

/** Personalization and content: greetings, lookups, preference centers, time zones, content blocks. */
export const sfmcAmpscriptPersonalizationSnippets: SeedSnippet[] = [
  {
    title: 'Personalized Greeting with AttributeValue and Safe Fallbacks',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['personalization', 'attributevalue', 'fallback'],
    description:
      'Use AttributeValue instead of %%FirstName%% so the email still renders when the sendable data extension has no FirstName column or the value is blank. The snippet also trims stray whitespace and falls back to a friendly default.',
    code: `%%[
/* AttributeValue returns an empty string instead of throwing
   when the attribute does not exist in the sending context */
SET @firstName = Trim(AttributeValue("FirstName"))
SET @lastName  = Trim(AttributeValue("LastName"))

IF Empty(@firstName) OR Length(@firstName) < 2 THEN
  SET @greeting = "Hi there"
ELSE
  SET @greeting = Concat("Hi ", ProperCase(@firstName))
ENDIF

/* Optional full name for the signature line */
IF NOT Empty(@firstName) AND NOT Empty(@lastName) THEN
  SET @fullName = Concat(ProperCase(@firstName), " ", ProperCase(@lastName))
ELSE
  SET @fullName = "Valued customer"
ENDIF
]%%
<p style="font-family:Arial,sans-serif;font-size:16px;">%%=v(@greeting)=%%,</p>
<p style="font-family:Arial,sans-serif;font-size:14px;">
  Your account is registered to %%=v(@fullName)=%%.
</p>
`,
  },
  {
    title: 'Render a Product List by Looping Over LookupRows',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['lookuprows', 'loop', 'data-extension', 'rowset'],
    description:
      'Pulls every row that matches the subscriber from a related data extension and renders them as table rows. LookupRows returns at most 2000 rows, so for large sets filter further or switch to LookupOrderedRows with a count.',
    code: `%%[
SET @subscriberKey = _subscriberkey
SET @rows = LookupRows("Recommended_Products", "SubscriberKey", @subscriberKey)
SET @rowCount = RowCount(@rows)
]%%
%%[ IF @rowCount > 0 THEN ]%%
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  %%[
  FOR @i = 1 TO @rowCount DO
    SET @row      = Row(@rows, @i)
    SET @name     = Field(@row, "ProductName")
    SET @imageUrl = Field(@row, "ImageURL")
    SET @price    = Field(@row, "Price")
    SET @url      = Field(@row, "ProductURL")
  ]%%
  <tr>
    <td width="120" style="padding:8px;">
      <img src="%%=v(@imageUrl)=%%" width="100" alt="%%=v(@name)=%%" style="display:block;">
    </td>
    <td style="padding:8px;font-family:Arial,sans-serif;">
      <a href="%%=RedirectTo(@url)=%%" alias="product_%%=v(@i)=%%">%%=v(@name)=%%</a><br>
      %%=FormatCurrency(@price, "en-US")=%%
    </td>
  </tr>
  %%[ NEXT @i ]%%
</table>
%%[ ELSE ]%%
<p style="font-family:Arial,sans-serif;">Check out our <a href="https://www.example.com/new">new arrivals</a>.</p>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Show the Three Most Recent Orders with LookupOrderedRows',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 2,
    tags: ['lookuporderedrows', 'orders', 'data-extension'],
    description:
      'LookupOrderedRows lets you cap the number of rows and sort them in one call, which is exactly what an order-history block needs. The sort field must be a real column name followed by ASC or DESC.',
    code: `%%[
SET @orders = LookupOrderedRows(
  "Order_History",     /* data extension name */
  3,                   /* max rows to return */
  "OrderDate DESC",    /* order by */
  "CustomerID", AttributeValue("CustomerID")
)
SET @orderCount = RowCount(@orders)
]%%
%%[ IF @orderCount > 0 THEN ]%%
<h3 style="font-family:Arial,sans-serif;">Your recent orders</h3>
<ul style="font-family:Arial,sans-serif;font-size:14px;">
%%[
  FOR @i = 1 TO @orderCount DO
    SET @order     = Row(@orders, @i)
    SET @orderId   = Field(@order, "OrderNumber")
    SET @orderDate = FormatDate(Field(@order, "OrderDate"), "MMM d, yyyy")
    SET @total     = FormatCurrency(Field(@order, "OrderTotal"), "en-US", 2)
    SET @status    = Field(@order, "Status")
]%%
  <li>#%%=v(@orderId)=%% &middot; %%=v(@orderDate)=%% &middot; %%=v(@total)=%% (%%=v(@status)=%%)</li>
%%[ NEXT @i ]%%
</ul>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Preference Center Form Handler Using UpsertData on a CloudPage',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['cloudpages', 'upsertdata', 'preference-center', 'requestparameter'],
    description:
      'A single CloudPage that displays the form and saves it on POST. UpsertData only works on landing pages and code resources (use UpsertDE inside emails). The subscriber key comes from the encrypted CloudPagesURL context, never from a visible form field.',
    code: `%%[
SET @sk = AttributeValue("_subscriberkey")
IF Empty(@sk) THEN
  SET @sk = RequestParameter("sk")
ENDIF

IF Empty(@sk) THEN
  RaiseError("Missing subscriber context", false)
ENDIF

SET @submitted = RequestParameter("submitted")

IF @submitted == "1" THEN
  SET @newsletter = IIf(RequestParameter("newsletter") == "on", "true", "false")
  SET @offers     = IIf(RequestParameter("offers") == "on", "true", "false")
  SET @frequency  = RequestParameter("frequency")

  UpsertData("Preferences", 1,
    "SubscriberKey", @sk,
    "Newsletter", @newsletter,
    "Offers", @offers,
    "Frequency", @frequency,
    "ModifiedDate", Now()
  )
  SET @message = "Your preferences were saved."
ENDIF

/* Pre-fill the form with current values */
SET @newsletter = Lookup("Preferences", "Newsletter", "SubscriberKey", @sk)
SET @offers     = Lookup("Preferences", "Offers", "SubscriberKey", @sk)
SET @frequency  = Lookup("Preferences", "Frequency", "SubscriberKey", @sk)
]%%
<form method="post" action="%%=CloudPagesURL(1234, 'sk', @sk)=%%">
  <input type="hidden" name="submitted" value="1">
  <label><input type="checkbox" name="newsletter" %%=IIf(@newsletter == "true", "checked", "")=%%> Monthly newsletter</label>
  <label><input type="checkbox" name="offers" %%=IIf(@offers == "true", "checked", "")=%%> Special offers</label>
  <select name="frequency">
    <option value="weekly" %%=IIf(@frequency == "weekly", "selected", "")=%%>Weekly</option>
    <option value="monthly" %%=IIf(@frequency == "monthly", "selected", "")=%%>Monthly</option>
  </select>
  <button type="submit">Save</button>
</form>
%%[ IF NOT Empty(@message) THEN ]%%<p class="notice">%%=v(@message)=%%</p>%%[ ENDIF ]%%
`,
  },
  {
    title: 'Link to a CloudPage with Encrypted Parameters via CloudPagesURL',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 4,
    tags: ['cloudpagesurl', 'cloudpages', 'qs-parameters'],
    description:
      'CloudPagesURL builds a link whose query string is encrypted into a single qs parameter, so subscriber data is never exposed in the URL. On the landing page the values come back through RequestParameter or AttributeValue.',
    code: `%%[
/* In the email: 1234 is the CloudPage ID shown in the CloudPages URL settings */
SET @pageId = 1234
SET @campaign = "spring_sale"
SET @prefUrl = CloudPagesURL(@pageId,
  "sk", _subscriberkey,
  "campaign", @campaign,
  "source", "email_footer"
)
]%%
<a href="%%=RedirectTo(@prefUrl)=%%" alias="Manage preferences">Manage your preferences</a>

%%[
/* On the CloudPage (page ID 1234): read the decrypted values.
   _subscriberkey is also populated automatically for CloudPagesURL links. */
SET @sk       = RequestParameter("sk")
SET @campaign = RequestParameter("campaign")
SET @source   = RequestParameter("source")

IF Empty(@sk) THEN
  Redirect("https://www.example.com/preferences-expired")
ENDIF
]%%
`,
  },
  {
    title: "Convert Server Time to the Subscriber's Local Time Zone",
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 2,
    tags: ['dates', 'timezone', 'dateadd', 'formatdate'],
    description:
      "Marketing Cloud's Now() returns server time, which is fixed at US Central Standard Time (UTC-6) with no daylight saving. Normalize to UTC first, then add the subscriber's offset stored in a profile attribute.",
    code: `%%[
/* Server time is always CST (UTC-6), even in summer */
SET @serverNow = Now()
SET @utcNow = DateAdd(@serverNow, 6, "H")

/* Offset in minutes stored per subscriber, e.g. 60 for CET, -300 for EST,
   330 for India - minutes cover the half-hour zones that hours cannot */
SET @offset = AttributeValue("UTCOffsetMinutes")
IF Empty(@offset) THEN
  SET @offset = 0
ENDIF

SET @localNow = DateAdd(@utcNow, @offset, "MI")

/* Greeting by local hour */
SET @hour = DatePart(@localNow, "H")
IF @hour < 12 THEN
  SET @dayPart = "Good morning"
ELSEIF @hour < 18 THEN
  SET @dayPart = "Good afternoon"
ELSE
  SET @dayPart = "Good evening"
ENDIF

SET @localDisplay = FormatDate(@localNow, "dddd, MMMM d", "HH:mm")
]%%
<p>%%=v(@dayPart)=%%! It is %%=v(@localDisplay)=%% where you are.</p>
`,
  },
  {
    title: 'Locale-Aware Prices with FormatCurrency and FormatNumber',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 4,
    tags: ['formatcurrency', 'formatnumber', 'localization'],
    description:
      "When one email goes to several markets, format amounts with the subscriber's culture code so separators and currency symbols are correct. FormatCurrency accepts an optional precision and currency symbol override.",
    code: `%%[
SET @amount  = AttributeValue("CartTotal")
SET @culture = AttributeValue("Locale")   /* e.g. en-US, de-DE, fr-FR, ja-JP */

IF Empty(@culture) THEN
  SET @culture = "en-US"
ENDIF

IF Empty(@amount) OR NOT Empty(RegExMatch(@amount, "[^0-9.]", 0)) THEN
  SET @amount = 0
ENDIF

/* 1234.5 -> $1,234.50 / 1.234,50 € / 1 234,50 € */
SET @price = FormatCurrency(@amount, @culture, 2)

/* Force a symbol when the culture default is not what you want */
SET @priceGbp = FormatCurrency(@amount, "en-GB", 2, "£")

/* Plain number with two decimals using the culture's separators */
SET @points = FormatNumber(Multiply(@amount, 10), "N0", @culture)
]%%
<p>Your cart total: <strong>%%=v(@price)=%%</strong></p>
<p>You will earn %%=v(@points)=%% reward points with this order.</p>
`,
  },
  {
    title: 'Swap Content Blocks by Segment with ContentBlockByKey',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['contentblockbykey', 'dynamic-content', 'content-builder'],
    description:
      'Keeps one email template and pulls a different Content Builder block per segment using its external key. Keys survive renames and folder moves, unlike ContentBlockByName. Passing false as the third argument plus a status variable lets you fall back to a default block instead of failing the send when a key is missing.',
    code: `%%[
SET @segment = Lowercase(AttributeValue("Segment"))

IF @segment == "vip" THEN
  SET @heroKey = "hero-vip-2024"
ELSEIF @segment == "lapsed" THEN
  SET @heroKey = "hero-winback-2024"
ELSEIF @segment == "new" THEN
  SET @heroKey = "hero-welcome-2024"
ELSE
  SET @heroKey = "hero-default-2024"
ENDIF

/* ContentBlockByKey(key, regionName, throwIfEmpty, defaultContent, statusVar)
   Missing block -> render the default markup instead of failing the send */
SET @hero = ContentBlockByKey(@heroKey, "", false, "", @status)

/* @status is 0 on success; anything else means the key was not found */
IF @status != 0 OR Empty(@hero) THEN
  SET @hero = ContentBlockByKey("hero-default-2024")
ENDIF
]%%
<!-- hero for segment: %%=v(@segment)=%% -->
%%=v(@hero)=%%
`,
  },
  {
    title: 'Skip a Subscriber at Send Time with RaiseError',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 2,
    tags: ['raiseerror', 'send-logic', 'data-quality'],
    description:
      'RaiseError with the second argument set to true drops only the current subscriber and keeps the send going. Use it to suppress people whose required data is missing instead of sending a broken email. Skipped subscribers show up in the send log, not as bounces.',
    code: `%%[
SET @offerCode = Lookup("Offer_Codes", "Code", "SubscriberKey", _subscriberkey)
SET @expiry    = Lookup("Offer_Codes", "ExpiresOn", "SubscriberKey", _subscriberkey)

/* Missing code: skip just this subscriber (true), not the whole job */
IF Empty(@offerCode) THEN
  RaiseError(Concat("No offer code for ", _subscriberkey), true)
ENDIF

/* Expired offer: also skip */
IF NOT Empty(@expiry) AND DateDiff(Now(), @expiry, "D") < 0 THEN
  RaiseError("Offer expired", true)
ENDIF

/* Only stop the entire send for a real configuration problem */
IF Empty(Lookup("Campaign_Config", "Active", "CampaignKey", "spring_offer")) THEN
  RaiseError("Campaign config row missing - aborting send", false)
ENDIF
]%%
<p>Use code <strong>%%=v(@offerCode)=%%</strong> before %%=FormatDate(@expiry, "MMMM d")=%%.</p>
`,
  },
];
