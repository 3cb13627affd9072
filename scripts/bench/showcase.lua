-- wrk script: the showcase queries a visitor makes, in rotation (first page, listed by
-- sector and featured zone, a capital range, a city and district, a key search, a deep page,
-- the display enterprises by plate).
local company = "/api/rem-registrationbizweb/nonds/company/selectCompanyPage"
local show = "/api/rem-registrationbizweb/companyShowNonds/queryPageInfo"
local requests = {
  {company, '{"query":{"current":1,"size":5},"company":{"registerOrListing":"1"},"tenantId":"000000"}'},
  {company, '{"query":{"current":1,"size":5},"company":{"registerOrListing":"2","sectorName":"特色板块","featuredSector":"sec-qinchuang"},"tenantId":"000000"}'},
  {company, '{"query":{"current":2,"size":10},"company":{"registerOrListing":"1","industry":"I","registeredCapitalGreaterThan":"1000","registeredCapitalLessThan":"2000"},"tenantId":"000000"}'},
  {company, '{"query":{"current":1,"size":15},"company":{"registerOrListing":"2","cityCodes":["610100"],"districtCodes":["610113"]},"tenantId":"000000"}'},
  {company, '{"query":{"current":1,"size":5},"company":{"registerOrListing":"1","key":"秦岭"},"tenantId":"000000"}'},
  {company, '{"query":{"current":900,"size":5},"company":{"registerOrListing":"1"},"tenantId":"000000"}'},
  {show, '{"pageNo":1,"pageSize":5,"showPlate":"tech","tenantId":"000000"}'},
}
local n = 0
request = function()
  n = n + 1
  local r = requests[(n % #requests) + 1]
  return wrk.format("POST", r[1], {["Content-Type"] = "application/json"}, r[2])
end
