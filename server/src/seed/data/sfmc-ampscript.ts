import type { SeedSnippet } from './types.js';

export const sfmcAmpscriptSnippets: SeedSnippet[] = [
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
  {
    title: 'Split a Delimited String with BuildRowsetFromString',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 5,
    tags: ['buildrowsetfromstring', 'strings', 'rowset', 'loop'],
    description:
      'Data often arrives as a pipe or comma separated list in one column, such as product interests. BuildRowsetFromString turns it into a rowset you can loop over; each row has a single field addressed by ordinal 1.',
    code: `%%[
/* e.g. "running|cycling|swimming" */
SET @interests = AttributeValue("Interests")
SET @rs = BuildRowsetFromString(@interests, "|")
SET @count = RowCount(@rs)
SET @list = ""

FOR @i = 1 TO @count DO
  SET @item = Trim(Field(Row(@rs, @i), 1))
  IF NOT Empty(@item) THEN
    IF Empty(@list) THEN
      SET @list = ProperCase(@item)
    ELSEIF @i == @count THEN
      SET @list = Concat(@list, " and ", ProperCase(@item))
    ELSE
      SET @list = Concat(@list, ", ", ProperCase(@item))
    ENDIF
  ENDIF
NEXT @i
]%%
%%[ IF @count > 0 THEN ]%%
<p>Because you love %%=v(@list)=%%, we picked these for you.</p>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Double Opt-In Confirmation Token with GUID',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['guid', 'double-opt-in', 'cloudpages', 'insertdata'],
    description:
      "Generates a one-time token when someone signs up on a CloudPage, stores it with a pending status and emails a confirmation link. The confirmation page looks the token up and flips the status, so nobody can confirm someone else's address by guessing a key.",
    code: `%%[
/* Signup CloudPage */
SET @email = Trim(Lowercase(RequestParameter("email")))

IF IsEmailAddress(@email) THEN
  SET @token = GUID()
  UpsertData("DOI_Signups", 1,
    "EmailAddress", @email,
    "Token", @token,
    "Status", "Pending",
    "CreatedDate", Now()
  )
  /* A triggered send or journey picks up the row and emails:
     CloudPagesURL(5678, "t", @token) */
ENDIF
]%%

%%[
/* Confirmation CloudPage (ID 5678) */
SET @token = RequestParameter("t")
SET @rows = LookupRows("DOI_Signups", "Token", @token, "Status", "Pending")

IF RowCount(@rows) == 1 THEN
  SET @email = Field(Row(@rows, 1), "EmailAddress")
  UpdateData("DOI_Signups", 1, "EmailAddress", @email,
    "Status", "Confirmed", "ConfirmedDate", Now())
  SET @msg = "Thanks! Your subscription is confirmed."
ELSE
  SET @msg = "This link is invalid or was already used."
ENDIF
]%%
<h1>%%=v(@msg)=%%</h1>
`,
  },
  {
    title: 'Assign a Unique Coupon per Subscriber with ClaimRow',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 4,
    tags: ['claimrow', 'coupon', 'data-extension'],
    description:
      'ClaimRow atomically locks the next unclaimed row of a coupon data extension for the subscriber and returns the same row on re-renders, so previews and resends do not burn extra codes. The DE needs a boolean IsClaimed column plus nullable columns for the key values you pass in.',
    code: `%%[
/* Coupon_Pool columns: CouponCode (PK), IsClaimed (Boolean, default false),
   SubscriberKey, EmailAddress, ClaimedDate (default value: Current date)
   Only pass stable values here: the pairs identify the row on re-render */
SET @couponRow = ClaimRow("Coupon_Pool", "IsClaimed",
  "SubscriberKey", _subscriberkey,
  "EmailAddress", emailaddr
)

IF Empty(@couponRow) THEN
  /* Pool exhausted: skip this subscriber rather than send a blank code */
  RaiseError("Coupon pool empty", true)
ELSE
  SET @code = Field(@couponRow, "CouponCode")
ENDIF
]%%
<table role="presentation" align="center" style="border:2px dashed #0070d2;">
  <tr>
    <td style="padding:16px 32px;font:bold 24px Arial,sans-serif;letter-spacing:2px;">
      %%=v(@code)=%%
    </td>
  </tr>
</table>
`,
  },
  {
    title: 'Read a Salesforce Contact on a CloudPage with RetrieveSalesforceObjects',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 1,
    tags: ['marketing-cloud-connect', 'retrievesalesforceobjects', 'cloudpages'],
    description:
      'With Marketing Cloud Connect configured you can query Sales or Service Cloud directly from a CloudPage. Each call consumes API calls against your org limit, so never put it in an email that goes to thousands of people.',
    code: `%%[
/* Contact Id arrives via CloudPagesURL(pageId, "cid", Contact_Id) */
SET @contactId = RequestParameter("cid")

IF Length(@contactId) == 18 OR Length(@contactId) == 15 THEN
  SET @rows = RetrieveSalesforceObjects(
    "Contact",
    "Id,FirstName,LastName,Email,MailingCity",
    "Id", "=", @contactId
  )

  IF RowCount(@rows) > 0 THEN
    SET @c = Row(@rows, 1)
    SET @firstName = Field(@c, "FirstName")
    SET @lastName  = Field(@c, "LastName")
    SET @email     = Field(@c, "Email")
    SET @city      = Field(@c, "MailingCity")
  ENDIF
ENDIF
]%%
%%[ IF NOT Empty(@firstName) THEN ]%%
<h2>Welcome back, %%=v(@firstName)=%%</h2>
<p>We have %%=v(@email)=%% on file%%=IIf(Empty(@city), "", Concat(" in ", @city))=%%.</p>
%%[ ELSE ]%%
<h2>We could not find your profile.</h2>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Write an Opt-Out Back to the Salesforce Lead or Contact',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 1,
    tags: ['marketing-cloud-connect', 'updatesinglesalesforceobject', 'unsubscribe'],
    description:
      'Custom unsubscribe pages should update HasOptedOutOfEmail in the CRM too, otherwise the next synchronized data extension refresh brings the person back. The object type is derived from the 3-character Id prefix (00Q = Lead, 003 = Contact).',
    code: `%%[
SET @sfId = RequestParameter("sfid")
SET @reason = RequestParameter("reason")

IF RequestParameter("confirm") == "yes" AND NOT Empty(@sfId) THEN
  SET @prefix = Substring(@sfId, 1, 3)
  IF @prefix == "00Q" THEN
    SET @objectType = "Lead"
  ELSEIF @prefix == "003" THEN
    SET @objectType = "Contact"
  ENDIF

  IF NOT Empty(@objectType) THEN
    /* Returns 1 on success */
    SET @ok = UpdateSingleSalesforceObject(@objectType, @sfId,
      "HasOptedOutOfEmail", "true",
      "Unsubscribe_Reason__c", @reason
    )
  ENDIF

  /* Log locally as well, useful for reporting and retries */
  InsertData("Unsub_Log", "SalesforceId", @sfId, "Reason", @reason,
    "Synced", IIf(@ok == 1, "true", "false"), "LoggedAt", Now())
ENDIF
]%%
%%[ IF @ok == 1 THEN ]%%
<p>You have been unsubscribed. Sorry to see you go!</p>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Validate Email and Phone Form Input with RegExMatch',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 5,
    tags: ['regexmatch', 'validation', 'cloudpages', 'forms'],
    description:
      'Server-side validation for CloudPage forms; client-side checks can be bypassed. RegExMatch returns the matched text or an empty string, so test with Empty(). IsEmailAddress is a quick first check but accepts some odd values.',
    code: `%%[
SET @email = Trim(RequestParameter("email"))
SET @phone = Replace(Replace(Trim(RequestParameter("phone")), " ", ""), "-", "")
SET @zip   = Trim(RequestParameter("zip"))
SET @errors = ""

IF NOT IsEmailAddress(@email) OR Empty(RegExMatch(@email, "^[^@\\s]+@[^@\\s]+\\.[a-zA-Z]{2,}$", 0)) THEN
  SET @errors = Concat(@errors, "<li>Please enter a valid email address.</li>")
ENDIF

/* E.164-ish: optional +, 8 to 15 digits */
IF NOT Empty(@phone) AND Empty(RegExMatch(@phone, "^\\+?[0-9]{8,15}$", 0)) THEN
  SET @errors = Concat(@errors, "<li>Phone numbers may only contain digits.</li>")
ENDIF

/* US ZIP or ZIP+4 */
IF Empty(RegExMatch(@zip, "^\\d{5}(-\\d{4})?$", 0)) THEN
  SET @errors = Concat(@errors, "<li>ZIP code must look like 12345 or 12345-6789.</li>")
ENDIF

IF Empty(@errors) THEN
  UpsertData("Leads_Web", 1, "EmailAddress", Lowercase(@email), "Phone", @phone, "Zip", @zip)
ENDIF
]%%
%%[ IF NOT Empty(@errors) THEN ]%%<ul class="errors">%%=v(@errors)=%%</ul>%%[ ENDIF ]%%
`,
  },
  {
    title: 'Event Countdown Copy with DateDiff',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 7,
    tags: ['datediff', 'dates', 'events'],
    description:
      'Builds human-friendly countdown copy such as "tomorrow" or "in 5 days" from an event date column. Because the copy is computed at send time, it is accurate for scheduled sends but not for people who open days later.',
    code: `%%[
SET @eventDate = AttributeValue("EventDate")
SET @eventName = AttributeValue("EventName")

IF NOT Empty(@eventDate) THEN
  /* Compare dates only, ignoring time of day */
  SET @today = FormatDate(Now(), "yyyy-MM-dd")
  SET @eventDay = FormatDate(@eventDate, "yyyy-MM-dd")
  SET @days = DateDiff(@today, @eventDay, "D")

  IF @days < 0 THEN
    SET @when = "has already happened"
  ELSEIF @days == 0 THEN
    SET @when = "is today"
  ELSEIF @days == 1 THEN
    SET @when = "is tomorrow"
  ELSEIF @days <= 14 THEN
    SET @when = Concat("is in ", @days, " days")
  ELSE
    SET @when = Concat("is on ", FormatDate(@eventDate, "MMMM d"))
  ENDIF
ENDIF
]%%
%%[ IF NOT Empty(@when) THEN ]%%
<p style="font:16px Arial,sans-serif;">%%=v(@eventName)=%% %%=v(@when)=%%!</p>
%%[ ENDIF ]%%
`,
  },
  {
    title: 'Reusable UTM Link Builder Content Block',
    platform: 'sfmc',
    category: 'email',
    codeLanguage: 'ampscript',
    authorIndex: 3,
    tags: ['utm', 'tracking', 'links', 'content-builder'],
    description:
      'Put this in a code snippet block and call it before each link so UTM parameters are consistent and you do not double up the ? separator on URLs that already have a query string. Always wrap the final URL in RedirectTo to keep click tracking working.',
    code: `%%[
/* Set once per email */
SET @utmSource   = "sfmc"
SET @utmMedium   = "email"
SET @utmCampaign = Lowercase(Replace(emailname_, " ", "_"))

/* Set before each link, then include this block */
SET @baseUrl = "https://www.example.com/shop?category=shoes"
SET @utmContent = "hero_cta"

IF IndexOf(@baseUrl, "?") > 0 THEN
  SET @sep = "&"
ELSE
  SET @sep = "?"
ENDIF

SET @trackedUrl = Concat(
  @baseUrl, @sep,
  "utm_source=", @utmSource,
  "&utm_medium=", @utmMedium,
  "&utm_campaign=", URLEncode(@utmCampaign, 1, 1),
  "&utm_content=", @utmContent
)
]%%
<a href="%%=RedirectTo(@trackedUrl)=%%" alias="%%=v(@utmContent)=%%">Shop shoes</a>
`,
  },
  {
    title: 'Fetch External Content with HTTPGet and a Safe Fallback',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 0,
    tags: ['httpget', 'external-content', 'fallback'],
    description:
      'HTTPGet pulls content from your web server at send time, for example a daily deals fragment. Setting continueOnError and checking the status output parameter keeps the send alive when the remote server is down. Marketing Cloud caches the response per unique URL during a send, so avoid per-subscriber query strings unless your server can take the load.',
    code: `%%[
/* HTTPGet(url, continueOnError, emptyContentHandling, statusVar)
   emptyContentHandling: 0 = allow empty, 1 = error, 2 = skip subscriber */
SET @url = "https://content.example.com/email/deals-of-the-day.html"
SET @html = HTTPGet(@url, true, 0, @status)

/* @status: 0 = OK, -1 = not found/failed, -2 = HTTP error, -3 = empty */
IF @status != 0 OR Empty(@html) THEN
  SET @html = ContentBlockByKey("deals-fallback")
ENDIF
]%%
<div class="deals">
  %%=TreatAsContent(@html)=%%
</div>
`,
  },
  {
    title: 'Encrypt and Decrypt URL Parameters with EncryptSymmetric',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    authorIndex: 2,
    tags: ['encryption', 'encryptsymmetric', 'security', 'key-management'],
    description:
      'When a link has to leave Marketing Cloud (for example to your own website) you cannot rely on CloudPagesURL encryption. Use keys created in Setup > Key Management and reference them by external key so no secret ever appears in the email.',
    code: `%%[
/* Keys created under Setup > Data Management > Key Management:
   symmetric key "email-link-key", IV "email-link-iv", salt "email-link-salt" */
SET @payload = Concat(_subscriberkey, "|", FormatDate(Now(), "iso"))

SET @token = EncryptSymmetric(@payload, "AES",
  "email-link-key", @null,
  "email-link-salt", @null,
  "email-link-iv", @null)

SET @link = Concat("https://www.example.com/account?t=", URLEncode(@token, 1, 1))
]%%
<a href="%%=RedirectTo(@link)=%%">View your account</a>

%%[
/* On a CloudPage receiving the same token */
SET @token = RequestParameter("t")
SET @plain = DecryptSymmetric(@token, "AES",
  "email-link-key", @null,
  "email-link-salt", @null,
  "email-link-iv", @null)
SET @parts = BuildRowsetFromString(@plain, "|")
SET @sk = Field(Row(@parts, 1), 1)
]%%
`,
  },
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
