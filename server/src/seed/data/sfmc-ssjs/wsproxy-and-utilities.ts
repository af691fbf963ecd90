import type { SeedSnippet } from '../types.js';

/** WSProxy batches and business units, journey events, subscriber status, polyfills and shared variables. */
export const sfmcSsjsWsproxySnippets: SeedSnippet[] = [
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
