import { stripEmbeddedMaps } from "../../plugins/decap-cms-admin/strip-embedded-maps";

const css = 'e.push([e.id,"a { content: \\"}\\"; }\\n","",';
const map =
  '{version:3,sources:["webpack://./x.css"],names:[],mappings:"AAAA,{[",sourcesContent:["a { content: \'}]\' }"],sourceRoot:""}';

describe("the CMS bundle's embedded CSS source maps", () => {
  it("are replaced by `void 0`, the code around them kept", () => {
    const bundle = `${css}${map}]),f(1);${css}${map}])`;
    const { code, count } = stripEmbeddedMaps(bundle);
    expect(count).toBe(2);
    expect(code).toBe(`${css}void 0]),f(1);${css}void 0])`);
    expect(code).not.toMatch(/version:3|sourcesContent/);
  });

  it("leave a bundle without maps as it is", () => {
    expect(stripEmbeddedMaps("var a={version:2};")).toEqual({ code: "var a={version:2};", count: 0 });
  });

  it("fail the build, naming the file, when a map never closes", () => {
    expect(() => stripEmbeddedMaps(`${css}{version:3,sources:["x"`)).toThrow(/never closes/);
  });
});
