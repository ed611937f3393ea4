import CMS from "decap-cms-app";
import type { Map as ImmutableMap } from "immutable";
import React from "react";
import type { TextField } from "../content-model/fields";
import { textProblem } from "../content-model/text-rules";

interface ControlProps {
  field: ImmutableMap<string, unknown>;
  value?: string;
  onChange: (value: string | undefined) => void;
  [prop: string]: unknown;
}

type Control = React.ComponentType<ControlProps>;
function builtIn(name: string): Control {
  const widget = CMS.getWidget(name);
  if (!widget) throw new Error(`Decap CMS has no "${name}" widget: the model-text widget wraps it`);
  return widget.control as unknown as Control;
}

/**
 * Decap's string or text widget holding a model text: Decap asks a control whether its value is
 * valid (isValid), and this one answers with the build's own rules and message. An optional text
 * emptied by the editor is left out of the file, as the build wants it, rather than written "".
 */
export class ModelTextControl extends React.Component<ControlProps> {
  private rules = () => (this.props.field.get("rules") as ImmutableMap<string, unknown>).toJS() as unknown as TextField;

  isValid = () => {
    const rules = this.rules();
    const value = this.props.value === "" && rules.optional ? undefined : this.props.value;
    // An empty required text is Decap's presence check's, in the same words: said once.
    if (!rules.optional && !rules.blank && !value) return true;
    const problem = textProblem(rules, rules.blank ? (value ?? "") : value);
    return problem
      ? { error: { type: "CUSTOM", message: `${String(this.props.field.get("label"))}: ${problem}` } }
      : true;
  };

  private onChange = (value: string | undefined) =>
    this.props.onChange(value === "" && this.rules().optional ? undefined : value);

  render() {
    const Base = builtIn(this.props.field.get("multiline") ? "text" : "string");
    return <Base {...this.props} onChange={this.onChange} />;
  }
}
