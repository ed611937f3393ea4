// gatsby-plugin-decap-cms's build steps (the /admin/ page and its own bundle), and nothing else:
// its gatsby-browser.js puts a Netlify Identity redirect handler into every visitor page's app
// bundle (about 1.5 kB, dead code here), so the site loads this plugin instead of that one.
module.exports = require("gatsby-plugin-decap-cms/gatsby-node");
