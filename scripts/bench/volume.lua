-- wrk script of scripts/bench-volume.sh: the lists of a big tenant, in rotation, each with its
-- user's token (VOLUME_REVIEWER, VOLUME_APPLICANT, VOLUME_ENTERPRISE from the environment).
local reviewer = os.getenv("VOLUME_REVIEWER")
local applicant = os.getenv("VOLUME_APPLICANT")
local enterprise = os.getenv("VOLUME_ENTERPRISE")
local api = "/api/rem-registrationbizweb/"
local requests = {
  {reviewer, "taskItem/getUserTasks", '{"pageNo":1,"pageSize":10}'},
  {reviewer, "taskItem/getUserTasks", '{"pageNo":1,"pageSize":10,"appId":"550004"}'},
  {reviewer, "taskItem/getUserTasks", '{"pageNo":50,"pageSize":20}'},
  {applicant, "application/list", '{"pageNo":1,"pageSize":10}'},
  {applicant, "application/list", '{"pageNo":100,"pageSize":10}'},
  {reviewer, "queryPage/processQuery2/list", '{"pageNo":1}'},
  {reviewer, "queryPage/processQuery2/list", '{"pageNo":1,"filters":{"appId":"550008"}}'},
  {enterprise, "company/shareholders", '{"companyId":"c-qinchuang","pageNo":1,"pageSize":10}'},
  {enterprise, "company/shareholders", '{"companyId":"c-qinchuang","pageNo":1,"pageSize":10,"holderName":"投资者4321"}'},
  {enterprise, "company/shareholders", '{"companyId":"c-qinchuang","pageNo":500,"pageSize":20}'},
}
local n = 0
request = function()
  n = n + 1
  local r = requests[(n % #requests) + 1]
  return wrk.format("POST", api .. r[2], {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Basic c2FiZXI6c2FiZXJfc2VjcmV0",
    ["Blade-Auth"] = "bearer " .. r[1],
  }, r[3])
end
-- A refused request counts as an error in wrk's summary.
response = function(status, headers, body)
  if status ~= 200 then
    io.stderr:write("status " .. status .. ": " .. body:sub(1, 200) .. "\n")
  end
end
