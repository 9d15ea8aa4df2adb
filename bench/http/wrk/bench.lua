-- The load of `npm run bench` for wrk 4 (one thread). bench/http/wrk.ts writes, before this text, a
-- global table `bench` describing one operation (method, path, headers, body, expect, and `next`
-- for a flow of two requests) and saves the whole as .cardlab/wrk/<operation>.lua, so that a run
-- can be repeated by hand: wrk -t1 -c32 -d10s -s .cardlab/wrk/<operation>.lua <url> -- <prefix>
-- (the table holds the bench emulator child's cards and credentials: edit it for another server).
--
-- Every answer is checked: a 2xx status and the text `expect` in its body, or it is counted as a
-- refusal (a refused money move is cheaper and would flatter the figure). At the end, done() prints
-- one line "cardlab-wrk {json}": counts, latency percentiles (µs) and wrk's own CPU time (clock
-- ticks of user and system time from /proc/self/stat).

local find, match, format = string.find, string.match, string.format
local first, second = bench, bench.next

-- Counters live in the thread's Lua state; done() runs in another state and reads them with get().
ok, refused, moves, refusal = 0, 0, 0, nil

local function success(r, status, body)
  return status >= 200 and status < 300 and (r.expect == nil or find(body, r.expect, 1, true) ~= nil)
end

local function note_refusal(status, body)
  refused = refused + 1
  if refusal == nil then refusal = status .. " " .. string.sub(body or "", 1, 300) end
end

if second == nil then
  -- One request, the same bytes every time: wrk sends it without calling Lua per request.
  wrk.method, wrk.path, wrk.headers, wrk.body = first.method, first.path, first.headers, first.body

  function response(status, headers, body)
    if success(first, status, body) then
      ok = ok + 1
      if first.moneyMove then moves = moves + 1 end
    else
      note_refusal(status, body)
    end
  end
else
  -- A flow: `first` (register.do with a fresh orderNumber) until an orderId is waiting, then
  -- `second` (paymentorder.do) for it. Answers arrive on any connection, so the waiting orderIds
  -- are one queue for the thread.
  local prefix, counter = "B", 0
  local queue, head, tail = {}, 1, 0
  local before, after = string.match(second.body, "^(.-){orderId}(.*)$")
  local numbered_before, numbered_after = string.match(first.body, "^(.-){orderNumber}(.*)$")

  function init(args)
    if args[1] ~= nil then prefix = args[1] end
  end

  function request()
    if head <= tail then
      local id = queue[head]
      queue[head] = nil
      head = head + 1
      return wrk.format(second.method, second.path, second.headers, before .. id .. after)
    end
    counter = counter + 1
    return wrk.format(first.method, first.path, first.headers, numbered_before .. prefix .. "-" .. counter .. numbered_after)
  end

  function response(status, headers, body)
    local id = success(first, status, body) and match(body, '"orderId":"([^"]+)"')
    if id then
      ok = ok + 1
      tail = tail + 1
      queue[tail] = id
    elseif success(second, status, body) then
      ok = ok + 1
      if second.moneyMove then moves = moves + 1 end
    else
      note_refusal(status, body)
    end
  end
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

local function json_string(s)
  if s == nil then return "null" end
  return '"' .. string.gsub(s, '[%c"\\]', function(c) return format("\\u%04x", string.byte(c)) end) .. '"'
end

function done(summary, latency, requests)
  local counts = { ok = 0, refused = 0, moves = 0 }
  local sample = nil
  for _, thread in ipairs(threads) do
    counts.ok = counts.ok + thread:get("ok")
    counts.refused = counts.refused + thread:get("refused")
    counts.moves = counts.moves + thread:get("moves")
    sample = sample or thread:get("refusal")
  end
  local stat = io.open("/proc/self/stat", "r")
  local text = stat and stat:read("*a") or ""
  if stat then stat:close() end
  -- Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  local rest = string.match(text, "%) (.*)$") or ""
  local fields = {}
  for f in string.gmatch(rest, "%S+") do table.insert(fields, f) end
  local e = summary.errors
  io.write(format(
    'cardlab-wrk {"requests":%d,"durationMicros":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"ok":%d,"refused":%d,"moves":%d,"refusal":%s,' ..
      '"latencyMicros":{"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"mean":%.1f},"cpuTicks":{"user":%d,"system":%d}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    counts.ok, counts.refused, counts.moves, json_string(sample),
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9), latency.max, latency.mean,
    tonumber(fields[12] or 0), tonumber(fields[13] or 0)))
end
