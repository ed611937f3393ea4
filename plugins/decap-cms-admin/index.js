// A Gatsby plugin's main file; everything is in gatsby-node.js.
