/** A 50 KB SSJS file: the blocks of a Script Activity that reads, writes and calls an API, over and over. */
export function ssjsOf50Kb(): string {
  const block = (n: number) => `
var rows${n} = Platform.Function.LookupRows("Subscribers_${n}", "Status", "Active");
for (var i = 0; i < rows${n}.length; i++) {
  var email = rows${n}[i]["EmailAddress"];
  if (email && email.indexOf("@") > 0) {
    Platform.Function.UpsertData("Sent_${n}", ["EmailAddress"], [email], ["SentDate"], [Now()]);
  }
}
var request${n} = new Script.Util.HttpRequest("https://example.com/api/items/${n}");
request${n}.method = "GET";
request${n}.contentType = "application/json";
var response${n} = request${n}.send();
Write(Stringify(response${n}.content));
`;
  let code = '<script runat="server">\nPlatform.Load("core", "1.1.5");\n';
  for (let n = 0; code.length < 50 * 1024; n++) code += block(n);
  return `${code}</script>\n`;
}
