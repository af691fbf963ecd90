import type { SeedSnippet } from './types.js';

export const sfmcSsjsSnippets: SeedSnippet[] = [
  {
    title: 'Read Every Row of a Large Data Extension with WSProxy Pagination',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['wsproxy', 'pagination', 'data-extension', 'hasmorerows'],
    description:
      'DataExtension.Rows.Retrieve stops at 2500 rows. WSProxy returns pages of up to 2500 as well, but exposes HasMoreRows and a RequestID you pass to getNextBatch (a SOAP ContinueRequest under the hood) until everything is read. Keep the per-row work light: script activities time out after 30 minutes.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var deKey = "Customer_Master"; // external key (CustomerKey) of the DE
var cols = ["SubscriberKey", "EmailAddress", "Status"];
var filter = { Property: "Status", SimpleOperator: "equals", Value: "Active" };

var moreData = true;
var reqId = null;
var total = 0;
var page = 0;

while (moreData) {
  page++;
  moreData = false;

  var data = reqId == null
    ? api.retrieve("DataExtensionObject[" + deKey + "]", cols, filter)
    : api.getNextBatch("DataExtensionObject[" + deKey + "]", reqId);

  if (data != null) {
    moreData = data.HasMoreRows;
    reqId = data.RequestID;

    for (var i = 0; i < data.Results.length; i++) {
      // Each result has a Properties array of { Name, Value }
      var props = data.Results[i].Properties;
      var row = {};
      for (var p = 0; p < props.length; p++) {
        row[props[p].Name] = props[p].Value;
      }
      // ... do something with row.SubscriberKey, row.EmailAddress
      total++;
    }
  }
}

Write("Read " + total + " rows in " + page + " page(s)");
</script>
`,
  },
  {
    title: 'Try/Catch Error Logging to a Data Extension from Script Activities',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 2,
    tags: ['error-handling', 'logging', 'script-activity', 'try-catch'],
    description:
      'Script activities fail with a generic message in Automation Studio. Wrapping the body in try/catch and writing the error, step and timestamp to a log DE makes failures debuggable. Rethrow at the end if you want the automation to show as errored.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

// Log DE: Id (Text, PK, default GUID via script), Automation, Step, Message, Details, LoggedAt (Date)
var AUTOMATION = "Nightly_Loyalty_Sync";
var step = "init";

function log(level, message, details) {
  try {
    Platform.Function.InsertData("Automation_Log",
      ["Id", "Automation", "Level", "Step", "Message", "Details", "LoggedAt"],
      [Platform.Function.GUID(), AUTOMATION, level, step, String(message).substring(0, 500),
       String(details || "").substring(0, 4000), Platform.Function.Now()]);
  } catch (ignore) {
    // never let logging break the script
  }
}

try {
  step = "load-config";
  var batchSize = Platform.Function.Lookup("Automation_Config", "Value", "Name", "LoyaltyBatchSize");
  if (!batchSize) {
    throw new Error("LoyaltyBatchSize config missing");
  }

  step = "process";
  // ... real work here ...

  log("INFO", "Completed", "batchSize=" + batchSize);
} catch (e) {
  // SSJS errors are often objects; Stringify captures message + description
  log("ERROR", e.message || "Unknown error", Platform.Function.Stringify(e));
  throw e; // mark the activity as failed
}
</script>
`,
  },
  {
    title: 'Filter Data Extension Rows with Complex Filters in SSJS',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['data-extension', 'filters', 'rows-retrieve', 'core-library'],
    description:
      'DataExtension.Init plus Rows.Retrieve accepts the same nested filter objects as WSProxy: combine conditions with LeftOperand, LogicalOperator and RightOperand. Dates compare correctly when passed as Date objects. Remember the 2500 row cap on Rows.Retrieve.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var de = DataExtension.Init("Order_History");

var since = new Date();
since.setDate(since.getDate() - 30);

// (Status = 'Shipped' AND OrderDate > 30 days ago) AND Country IN ('US','CA')
var filter = {
  LeftOperand: {
    LeftOperand: { Property: "Status", SimpleOperator: "equals", Value: "Shipped" },
    LogicalOperator: "AND",
    RightOperand: { Property: "OrderDate", SimpleOperator: "greaterThan", Value: since }
  },
  LogicalOperator: "AND",
  RightOperand: { Property: "Country", SimpleOperator: "IN", Value: ["US", "CA"] }
};

var rows = de.Rows.Retrieve(filter);
var revenue = 0;

for (var i = 0; i < rows.length; i++) {
  revenue += Number(rows[i].OrderTotal) || 0;
}

Write("Orders: " + rows.length + "<br>");
Write("Revenue: " + revenue.toFixed(2));
</script>
`,
  },
  {
    title: 'Request a REST API Access Token from SSJS with Script.Util.HttpRequest',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['rest-api', 'oauth', 'httprequest', 'installed-package'],
    description:
      'Server-to-server installed packages authenticate with the client credentials grant against your tenant-specific auth endpoint. Script.Util.HttpRequest gives you the status code and lets the script continue on error, which HTTP.Post does not. Never hardcode the secret in a CloudPage; read it from a restricted DE or use encrypted values.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

function getAccessToken(subdomain, clientId, clientSecret, mid) {
  var req = new Script.Util.HttpRequest("https://" + subdomain + ".auth.marketingcloudapis.com/v2/token");
  req.emptyContentHandling = 0;
  req.retries = 2;
  req.continueOnError = true;
  req.contentType = "application/json";
  req.method = "POST";
  req.postData = Stringify({
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: clientSecret,
    account_id: mid // optional: target business unit
  });

  var resp = req.send();
  var body = Platform.Function.ParseJSON(String(resp.content));

  if (resp.statusCode != 200 || !body.access_token) {
    throw new Error("Token request failed: " + resp.statusCode + " " + String(resp.content));
  }
  return { token: body.access_token, restUrl: body.rest_instance_url, expiresIn: body.expires_in };
}

var auth = getAccessToken("YOUR_SUBDOMAIN", "YOUR_CLIENT_ID", "YOUR_CLIENT_SECRET", "YOUR_MID");
// Use auth.restUrl + "asset/v1/..." with header Authorization: Bearer auth.token
</script>
`,
  },
  {
    title: 'Send a Triggered Email from a CloudPage Form Submission',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 4,
    tags: ['triggered-send', 'cloudpages', 'forms'],
    description:
      'TriggeredSend.Init with the external key of an active Triggered Send Definition sends a single email immediately with attributes you pass in. The result is "OK" on success; anything else is an error string worth logging. The subscriber is added to the TSD\'s list if not already there.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

if (Platform.Request.Method == "POST") {
  var email = Platform.Request.GetFormField("email");
  var firstName = Platform.Request.GetFormField("firstName");
  var result = "";

  if (email && email.indexOf("@") > 0) {
    var tsd = TriggeredSend.Init("download-whitepaper-tsd");
    // Attributes must exist on the sendable DE / profile attributes
    result = tsd.Send(email, {
      SubscriberKey: email.toLowerCase(),
      FirstName: firstName,
      Asset: "2024-benchmark-report"
    });
  } else {
    result = "Invalid email";
  }

  if (result == "OK") {
    Platform.Response.Redirect("https://cloud.example.com/thank-you");
  } else {
    Platform.Function.InsertData("TSD_Errors", ["Email", "Error", "CreatedDate"],
      [email, String(result), Platform.Function.Now()]);
    Write("<p>Sorry, something went wrong. Please try again later.</p>");
  }
}
</script>
`,
  },
  {
    title: 'Start an Automation On Demand with WSProxy performItem',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 2,
    tags: ['wsproxy', 'automation-studio', 'performitem'],
    description:
      "Look up the automation's ObjectID from its external key, then call performItem with the start action. Useful for chaining automations or for a CloudPage admin button. Starting an automation that is already running returns an error, so check Status first.",
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var automationKey = "daily-import-automation";

var res = api.retrieve("Automation", ["ObjectID", "Name", "Status"], {
  Property: "CustomerKey", SimpleOperator: "equals", Value: automationKey
});

if (!res.Results || res.Results.length == 0) {
  throw new Error("Automation not found: " + automationKey);
}

var automation = res.Results[0];
// Status: -1 Error, 0 BuildError, 1 Building, 2 Ready, 3 Running, 4 Paused, 5 Stopped, 6 Scheduled, 7 Awaiting Trigger
if (automation.Status == 3) {
  Write("Already running: " + automation.Name);
} else {
  var start = api.performItem("Automation", { ObjectID: automation.ObjectID }, "start", {});
  Write(automation.Name + " -> " + start.Status + " " + (start.Results && start.Results[0] ? start.Results[0].StatusMessage : ""));
}
</script>
`,
  },
  {
    title: 'Clear All Rows of a Data Extension from a Script Activity',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 2,
    tags: ['wsproxy', 'data-extension', 'clear-data', 'script-activity'],
    description:
      "The ClearData perform action empties a data extension much faster than deleting rows one by one, and it works on DEs that are not targets of a query. It requires the Data Extension's external key and sufficient permissions on the API user running the automation.",
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var keysToClear = ["Staging_Orders", "Staging_Customers", "Staging_Products"];

for (var i = 0; i < keysToClear.length; i++) {
  var key = keysToClear[i];
  try {
    var result = api.performItem("DataExtension", { CustomerKey: key }, "ClearData");
    if (result.Status != "OK") {
      throw new Error(result.Results && result.Results[0] ? result.Results[0].StatusMessage : result.Status);
    }
  } catch (e) {
    Platform.Function.InsertData("Automation_Log",
      ["Automation", "Step", "Message", "LoggedAt"],
      ["Staging_Reset", "clear " + key, String(e.message || e), Platform.Function.Now()]);
    throw e;
  }
}
</script>
`,
  },
  {
    title: 'Create a Data Extension with Fields via WSProxy createItem',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['wsproxy', 'data-extension', 'createitem', 'provisioning'],
    description:
      'Provision data extensions from code so every business unit gets identical structures. CategoryID is the folder ID; omit it to land in the root Data Extensions folder. Set IsSendable together with SendableDataExtensionField and SendableSubscriberField.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();

var de = {
  CustomerKey: "Webinar_Registrations",
  Name: "Webinar_Registrations",
  CategoryID: 12345, // folder ID
  IsSendable: true,
  SendableDataExtensionField: { Name: "SubscriberKey", FieldType: "Text" },
  SendableSubscriberField: { Name: "Subscriber Key" },
  DataRetentionPeriodLength: 90,
  DataRetentionPeriod: "Days",
  RowBasedRetention: false,
  ResetRetentionPeriodOnImport: true,
  Fields: [
    { Name: "SubscriberKey", FieldType: "Text", MaxLength: 254, IsPrimaryKey: true, IsRequired: true },
    { Name: "EmailAddress", FieldType: "EmailAddress", IsRequired: true },
    { Name: "WebinarId", FieldType: "Text", MaxLength: 50, IsPrimaryKey: true, IsRequired: true },
    { Name: "RegisteredAt", FieldType: "Date", IsRequired: false },
    { Name: "Attended", FieldType: "Boolean", DefaultValue: "false" }
  ]
};

var result = api.createItem("DataExtension", de);
Write(result.Status + ": " + (result.Results[0].StatusMessage || "created"));
</script>
`,
  },
  {
    title: 'JSON API Endpoint as a CloudPages Code Resource',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 1,
    tags: ['code-resource', 'json', 'cloudpages', 'api-endpoint'],
    description:
      'A JSON code resource lets a website or app read Marketing Cloud data without exposing API credentials. Validate a shared key from a header, only return the fields you need, and set the content type. Code resources do not count toward super messages the way landing pages do.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");
Platform.Response.SetResponseHeader("Content-Type", "application/json");
Platform.Response.SetResponseHeader("Cache-Control", "no-store");

function respond(status, body) {
  Platform.Response.SetResponseHeader("X-Status", String(status));
  Write(Stringify(body));
}

try {
  var apiKey = Platform.Request.GetRequestHeader("X-Api-Key");
  var expected = Platform.Function.Lookup("Api_Keys", "KeyValue", "Client", "website");

  if (!apiKey || apiKey != expected) {
    respond(401, { error: "unauthorized" });
  } else {
    var email = Platform.Request.GetQueryStringParameter("email");
    var rows = Platform.Function.LookupRows("Loyalty", "EmailAddress", email);

    if (rows && rows.length > 0) {
      respond(200, { tier: rows[0].Tier, points: Number(rows[0].Points) });
    } else {
      respond(404, { error: "not_found" });
    }
  }
} catch (e) {
  respond(500, { error: "server_error" });
}
</script>
`,
  },
  {
    title: 'Snapshot Automation Run History into a Monitoring Data Extension',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 2,
    tags: ['wsproxy', 'automation-studio', 'monitoring'],
    description:
      "Retrieves every automation's current status and last run time, then upserts it into a DE you can report on or alert from. Schedule it hourly in its own automation to catch anything stuck in Running or Error.",
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var statusNames = { "-1": "Error", "0": "BuildError", "1": "Building", "2": "Ready", "3": "Running",
  "4": "Paused", "5": "Stopped", "6": "Scheduled", "7": "AwaitingTrigger" };

var reqId = null, more = true, rows = [];

while (more) {
  var res = reqId
    ? api.getNextBatch("Automation", reqId)
    : api.retrieve("Automation", ["Name", "CustomerKey", "Status", "LastRunTime", "LastRunInstanceID"],
        { Property: "Status", SimpleOperator: "IN", Value: [-1, 2, 3, 4, 6, 7] });
  more = res.HasMoreRows;
  reqId = res.RequestID;

  for (var i = 0; i < res.Results.length; i++) {
    var a = res.Results[i];
    rows.push(a);
    Platform.Function.UpsertData("Automation_Monitor",
      ["CustomerKey"], [a.CustomerKey],
      ["Name", "Status", "LastRunTime", "CheckedAt"],
      [a.Name, statusNames[String(a.Status)] || a.Status, a.LastRunTime, Platform.Function.Now()]);
  }
}
Write("Checked " + rows.length + " automations");
</script>
`,
  },
  {
    title: 'Bulk Insert Data Extension Rows with WSProxy createBatch',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['wsproxy', 'createbatch', 'data-extension', 'performance'],
    description:
      'Inserting rows one at a time with InsertData costs one API call each. createBatch sends many DataExtensionObject rows in a single SOAP request; keep batches to a few hundred rows to stay under the request size limit.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var targetKey = "Daily_Scores";

function toDeObject(rec) {
  var props = [];
  for (var k in rec) {
    if (rec.hasOwnProperty(k)) props.push({ Name: k, Value: rec[k] });
  }
  return { CustomerKey: targetKey, Properties: props };
}

// Source rows could come from a LookupRows or an API response
var source = Platform.Function.LookupRows("Score_Staging", "Processed", "false");
var batch = [];
var BATCH_SIZE = 200;
var inserted = 0;

for (var i = 0; i < source.length; i++) {
  batch.push(toDeObject({
    SubscriberKey: source[i].SubscriberKey,
    Score: source[i].Score,
    ScoredAt: Platform.Function.Now()
  }));

  if (batch.length == BATCH_SIZE || i == source.length - 1) {
    var res = api.createBatch("DataExtensionObject", batch);
    if (res.Status != "OK") {
      Write("Batch failed: " + Stringify(res.Results[0]));
    }
    inserted += batch.length;
    batch = [];
  }
}
Write("Inserted " + inserted);
</script>
`,
  },
  {
    title: 'Retrieve Data from a Child Business Unit with WSProxy setClientId',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 5,
    tags: ['wsproxy', 'business-units', 'enterprise'],
    description:
      'From the parent (Enterprise) business unit you can impersonate a child BU with setClientId, then retrieve or modify its objects. Reset the client ID afterwards so later calls in the same script target the right account. The running user needs access to the child BU.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var childMids = [100001234, 100005678];

for (var i = 0; i < childMids.length; i++) {
  api.setClientId({ ID: childMids[i] });

  var res = api.retrieve("DataExtension", ["Name", "CustomerKey", "ModifiedDate"], {
    Property: "Name", SimpleOperator: "like", Value: "Newsletter"
  });

  for (var j = 0; j < res.Results.length; j++) {
    Write(childMids[i] + " | " + res.Results[j].Name + " | " + res.Results[j].ModifiedDate + "<br>");
  }
}

// Back to the current business unit
api.resetClientIds();
</script>
`,
  },
  {
    title: 'Fire a Journey Builder API Entry Event from SSJS',
    platform: 'sfmc',
    category: 'api',
    codeLanguage: 'ssjs',
    authorIndex: 4,
    tags: ['journey-builder', 'rest-api', 'entry-event'],
    description:
      "Posts a contact into a journey that uses an API Event entry source. The EventDefinitionKey is shown on the entry source; Data fields must match the event's data extension columns. Fetch the token with your installed package first.",
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

function fireEntryEvent(restBase, token, eventKey, contactKey, data) {
  var req = new Script.Util.HttpRequest(restBase + "interaction/v1/events");
  req.method = "POST";
  req.contentType = "application/json";
  req.continueOnError = true;
  req.setHeader("Authorization", "Bearer " + token);
  req.postData = Stringify({
    ContactKey: contactKey,
    EventDefinitionKey: eventKey,
    Data: data
  });

  var resp = req.send();
  if (resp.statusCode != 201) {
    throw new Error("Event failed " + resp.statusCode + ": " + String(resp.content));
  }
  return Platform.Function.ParseJSON(String(resp.content)).eventInstanceId;
}

// token + restBase from your token helper
var instanceId = fireEntryEvent(restBase, token, "APIEvent-0f6b1a2c-YOUR-KEY", "0031x00000AbCdEAAV", {
  SubscriberKey: "0031x00000AbCdEAAV",
  EmailAddress: "jane.doe@example.com",
  Product: "Premium Plan"
});
Write("Injected: " + instanceId);
</script>
`,
  },
  {
    title: "Check a Subscriber's All Subscribers Status with WSProxy",
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ssjs',
    authorIndex: 6,
    tags: ['wsproxy', 'subscribers', 'status'],
    description:
      'Before sending or showing a preference page, check whether the subscriber is Active, Unsubscribed, Held or Bounced in All Subscribers. The Subscriber object filter uses SubscriberKey; Status comes back as a string.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

function getSubscriberStatus(subscriberKey) {
  var api = new Script.Util.WSProxy();
  var res = api.retrieve("Subscriber", ["SubscriberKey", "EmailAddress", "Status", "UnsubscribedDate"], {
    Property: "SubscriberKey", SimpleOperator: "equals", Value: subscriberKey
  });

  if (res.Status != "OK" || res.Results.length == 0) {
    return null;
  }
  return {
    email: res.Results[0].EmailAddress,
    status: res.Results[0].Status, // Active, Unsubscribed, Held, Bounced
    unsubscribedDate: res.Results[0].UnsubscribedDate
  };
}

var sk = Platform.Variable.GetValue("@subscriberKey") || Platform.Request.GetQueryStringParameter("sk");
var info = getSubscriberStatus(sk);

if (info == null) {
  Write("Unknown subscriber");
} else if (info.status != "Active") {
  Write("You are currently " + info.status.toLowerCase() + ".");
}
</script>
`,
  },
  {
    title: 'Delete Data Extension Rows Older Than N Days with deleteBatch',
    platform: 'sfmc',
    category: 'automation',
    codeLanguage: 'ssjs',
    authorIndex: 2,
    tags: ['wsproxy', 'data-retention', 'deletebatch', 'cleanup'],
    description:
      'For DEs where row-based retention was not enabled at creation, this script removes stale rows by primary key. deleteBatch needs the full primary key of each row. For millions of rows prefer an overwrite query that keeps only recent data.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

var api = new Script.Util.WSProxy();
var deKey = "Web_Events";
var cutoff = new Date();
cutoff.setDate(cutoff.getDate() - 90);

var more = true, reqId = null, deleted = 0;
var name = "DataExtensionObject[" + deKey + "]";

while (more) {
  var res = reqId ? api.getNextBatch(name, reqId)
    : api.retrieve(name, ["EventId"], { Property: "EventDate", SimpleOperator: "lessThan", Value: cutoff });
  more = res.HasMoreRows;
  reqId = res.RequestID;

  var toDelete = [];
  for (var i = 0; i < res.Results.length; i++) {
    var id = res.Results[i].Properties[0].Value;
    toDelete.push({ CustomerKey: deKey, Keys: [{ Name: "EventId", Value: id }] });
  }
  if (toDelete.length > 0) {
    var del = api.deleteBatch("DataExtensionObject", toDelete);
    deleted += toDelete.length;
    if (del.Status != "OK") Write("Partial failure: " + Stringify(del.Results[0]) + "<br>");
  }
}
Write("Deleted " + deleted + " rows older than " + cutoff.toUTCString());
</script>
`,
  },
  {
    title: 'Polyfills for Missing ES5 Array and String Methods in SSJS',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ssjs',
    authorIndex: 0,
    tags: ['polyfill', 'es3', 'javascript', 'utilities'],
    description:
      'SSJS runs on an old JScript-style engine: there is no Array.prototype.indexOf, forEach, map, filter or String.prototype.trim. Load these once at the top of a script (or a shared code snippet block) so modern-looking helpers work.',
    code: `<script runat="server">
Platform.Load("core", "1.1.1");

if (!Array.prototype.indexOf) {
  Array.prototype.indexOf = function (item, from) {
    for (var i = from || 0; i < this.length; i++) {
      if (this[i] === item) return i;
    }
    return -1;
  };
}

if (!Array.prototype.map) {
  Array.prototype.map = function (fn) {
    var out = [];
    for (var i = 0; i < this.length; i++) out.push(fn(this[i], i, this));
    return out;
  };
}

if (!Array.prototype.filter) {
  Array.prototype.filter = function (fn) {
    var out = [];
    for (var i = 0; i < this.length; i++) if (fn(this[i], i, this)) out.push(this[i]);
    return out;
  };
}

if (!String.prototype.trim) {
  String.prototype.trim = function () {
    return this.replace(/^\\s+|\\s+$/g, "");
  };
}

// Careful: for...in over arrays now also yields these methods,
// so always iterate arrays with a classic index loop.
var emails = ["  a@example.com", "b@example.com  "].map(function (e) { return e.trim(); });
Write(emails.indexOf("b@example.com"));
</script>
`,
  },
  {
    title: 'Share Variables Between AMPscript and SSJS on One Page',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ssjs',
    authorIndex: 3,
    tags: ['ampscript', 'variables', 'interop'],
    description:
      'AMPscript and SSJS blocks on the same page can exchange values through Variable.GetValue and Variable.SetValue using the AMPscript @name. This lets you do heavy lifting (JSON parsing, loops) in SSJS and keep the presentation in AMPscript.',
    code: `%%[
SET @productSku = AttributeValue("LastViewedSku")
]%%
<script runat="server">
Platform.Load("core", "1.1.1");

var sku = Variable.GetValue("@productSku");
var json = Platform.Function.Lookup("Product_Feed", "JsonPayload", "Sku", sku);
var name = "", price = "";

try {
  var product = Platform.Function.ParseJSON(json);
  name = product.name;
  price = product.price.amount;
} catch (e) {
  name = "";
}

// Hand results back to AMPscript
Variable.SetValue("@productName", name);
Variable.SetValue("@productPrice", price);
</script>
%%[ IF NOT Empty(@productName) THEN ]%%
<p>Still thinking about the %%=v(@productName)=%%? It's %%=FormatCurrency(@productPrice, "en-US")=%%.</p>
%%[ ENDIF ]%%
`,
  },
];
