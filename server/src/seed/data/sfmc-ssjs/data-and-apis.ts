import type { SeedSnippet } from '../types.js';

/** Data extensions, error logging, REST tokens, triggered sends and automations from SSJS. */
export const sfmcSsjsDataSnippets: SeedSnippet[] = [
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
];
