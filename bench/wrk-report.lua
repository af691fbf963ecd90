-- wrk script: rotates through the paths in BENCH_PATHS (one per line) and prints one JSON line at the end.
-- With BENCH_UNIQUE_QUERY set (a word unique to the run), every request gets a query string of its own,
-- ?bench-miss=<word>-<n>: no page reads it, but a cache keyed on the URL has never seen it.
-- With BENCH_REQUESTS (a file name), it rotates through the requests of that file instead, one a line, four fields
-- separated by tabs: method, path, the Authorization header's value (empty: none), the JSON body (empty: none; a
-- body goes with Content-Type: application/json). Tabs because wrk's LuaJIT has no JSON parser, and JSON.stringify
-- never writes a tab or a line break. The requests are formatted once, in init.
local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "[^\n]+") do
  paths[#paths + 1] = path
end
local unique = os.getenv("BENCH_UNIQUE_QUERY") or ""
local requestsFile = os.getenv("BENCH_REQUESTS") or ""
local requests = nil
local counter = 0

function init(args)
  if requestsFile == "" then
    return
  end
  requests = {}
  for line in io.lines(requestsFile) do
    if line ~= "" then
      local method, path, authorization, body = string.match(line, "^([^\t]+)\t([^\t]+)\t([^\t]*)\t(.*)$")
      if not method then
        error("BENCH_REQUESTS: not method<TAB>path<TAB>authorization<TAB>body: " .. line)
      end
      local headers = {}
      if authorization ~= "" then
        headers["Authorization"] = authorization
      end
      if body == "" then
        body = nil
      else
        headers["Content-Type"] = "application/json"
      end
      requests[#requests + 1] = wrk.format(method, path, headers, body)
    end
  end
end

request = function()
  counter = counter + 1
  if requests then
    -- From the first: a write's undo must not come before the write.
    return requests[((counter - 1) % #requests) + 1]
  end
  local path = paths[(counter % #paths) + 1]
  if unique ~= "" then
    local separator = string.find(path, "?", 1, true) and "&" or "?"
    path = path .. separator .. "bench-miss=" .. unique .. "-" .. counter
  end
  return wrk.format("GET", path)
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyUs":{"mean":%.1f,"p50":%d,"p95":%d,"p99":%d,"max":%d}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
