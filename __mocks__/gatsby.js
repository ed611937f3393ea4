// Gatsby's graphql tag is compiled away at build time; in jest the query data comes from tests.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
        React.createElement("a", { ...rest, href: to }),
    ),
  // The page loader exists only in a built site; tests assert what is asked of it.
  prefetchPathname: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
