-- wrk script: rotates through the paths in BENCH_PATHS (one per line) and prints one JSON line at the end.
-- With BENCH_UNIQUE_QUERY set (a word unique to the run), every request gets a query string of its own,
-- ?bench-miss=<word>-<n>: no page reads it, but a cache keyed on the URL has never seen it.
local paths = {}
for path in string.gmatch(os.getenv("BENCH_PATHS") or "/", "[^\n]+") do
  paths[#paths + 1] = path
end
local unique = os.getenv("BENCH_UNIQUE_QUERY") or ""
local counter = 0

request = function()
  counter = counter + 1
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
