import base from './playwright.config'
const servers = (Array.isArray(base.webServer) ? base.webServer : [base.webServer!]).filter(
  (server) => !server.command.includes('--port 3210'),
)
export default { ...base, webServer: servers }
