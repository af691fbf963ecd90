import type { SeedSnippet } from '../types.js';

/** Strings, tokens, coupons, Salesforce records, form validation, links and external content. */
export const sfmcAmpscriptFormSnippets: SeedSnippet[] = [
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
];
