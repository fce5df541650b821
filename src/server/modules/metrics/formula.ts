/**
 * Custom metric formulas: parsed by mathjs's parser (never evaluated by it, never `eval` or
 * `Function`), then checked node by node against a short list (numbers, the series' names,
 * + - * / ( ) and min, max, abs, round) and evaluated here, so a division by zero or an
 * undefined ratio gives null, never Infinity or NaN. mathjs is loaded on the first formula,
 * not at the server's start (it is the heaviest package the server has).
 */
import type { MathNode, parse as parseFormula } from 'mathjs';
import { FORMULA_FUNCTIONS, FORMULA_IDENTIFIERS, type FormulaIdentifier } from '@/shared/metrics';
import { AppError } from '../../lib/errors';

export type Formula = (scope: Record<FormulaIdentifier, number | null>) => number | null;

const ALLOWED =
  `use numbers, ${Object.keys(FORMULA_IDENTIFIERS).join(', ')}, + - * / ( ) ` +
  `and ${FORMULA_FUNCTIONS.join(', ')}`;
const refuse = (message: string) => new AppError('validation_error', message, { field: 'formula' });
const isIdentifier = (name: string): name is FormulaIdentifier =>
  Object.prototype.hasOwnProperty.call(FORMULA_IDENTIFIERS, name);
const FUNCTIONS = new Set<string>(FORMULA_FUNCTIONS);

const TOKEN: Record<string, string> = {
  AssignmentNode: '=',
  FunctionAssignmentNode: '=',
  ArrayNode: '[',
  AccessorNode: '. or [',
  IndexNode: '[',
  ObjectNode: '{',
  ConditionalNode: '?',
  RangeNode: ':',
  BlockNode: '; or a line break',
  RelationalNode: 'a comparison',
};

type Node = MathNode & {
  op?: string;
  fn?: unknown;
  implicit?: boolean;
  name?: string;
  value?: unknown;
  args?: MathNode[];
  content?: MathNode;
};

const finite = (value: number) => (Number.isFinite(value) ? value : null);

function compile(node: Node): Formula {
  switch (node.type) {
    case 'ConstantNode': {
      if (typeof node.value !== 'number' || !Number.isFinite(node.value))
        throw refuse(`"${String(node.value)}" is not allowed: ${ALLOWED}`);
      const value = node.value;
      return () => value;
    }
    case 'SymbolNode': {
      const name = node.name ?? '';
      if (!isIdentifier(name)) throw refuse(`Unknown name "${name}": ${ALLOWED}`);
      return (scope) => scope[name];
    }
    case 'ParenthesisNode':
      return compile(node.content as Node);
    case 'OperatorNode': {
      const op = node.op ?? '';
      const args = (node.args ?? []).map((arg) => compile(arg as Node));
      if (node.implicit)
        throw refuse(
          `Write the multiplication sign: "${node.toString()}" needs a * between its terms`,
        );
      if (args.length === 1 && (op === '-' || op === '+')) {
        const [a] = args as [Formula];
        return (scope) => {
          const v = a(scope);
          return v === null ? null : op === '-' ? -v : v;
        };
      }
      if (args.length !== 2 || !['+', '-', '*', '/'].includes(op))
        throw refuse(`"${op}" is not allowed: ${ALLOWED}`);
      const [a, b] = args as [Formula, Formula];
      return (scope) => {
        const x = a(scope);
        const y = b(scope);
        if (x === null || y === null) return null;
        if (op === '+') return finite(x + y);
        if (op === '-') return finite(x - y);
        if (op === '*') return finite(x * y);
        return y === 0 ? null : finite(x / y);
      };
    }
    case 'FunctionNode': {
      const name = (node.fn as Node | undefined)?.name ?? '';
      if (!FUNCTIONS.has(name)) throw refuse(`The function "${name}" is not allowed: ${ALLOWED}`);
      const args = (node.args ?? []).map((arg) => compile(arg as Node));
      if (args.length === 0) throw refuse(`${name}() needs at least one value`);
      if ((name === 'abs' || name === 'round') && args.length !== 1)
        throw refuse(`${name}() takes one value`);
      return (scope) => {
        const values = args.map((arg) => arg(scope));
        if (values.some((v) => v === null)) return null;
        const numbers = values as number[];
        if (name === 'min') return Math.min(...numbers);
        if (name === 'max') return Math.max(...numbers);
        if (name === 'abs') return Math.abs(numbers[0]!);
        return Math.round(numbers[0]!);
      };
    }
    default:
      throw refuse(`"${TOKEN[node.type] ?? node.type}" is not allowed: ${ALLOWED}`);
  }
}

let parser: Promise<typeof parseFormula> | undefined;
const loadParser = () => (parser ??= import('mathjs').then((mathjs) => mathjs.parse));

/** Parses and checks a formula; refuses anything outside the short list, naming it. */
export async function compileFormula(formula: string): Promise<Formula> {
  const text = formula.trim();
  if (!text) throw refuse('Write a formula');
  // Strings, units and comments parse as something else entirely: refuse their characters first.
  const stray = /["'`#$&|!<>=^%;:?@~\\[\]{}.]/.exec(text.replace(/\d\.\d|\.\d/g, '0'));
  if (stray) throw refuse(`"${stray[0]}" is not allowed: ${ALLOWED}`);
  const parse = await loadParser();
  let node: MathNode;
  try {
    node = parse(text);
  } catch (error) {
    throw refuse(
      `The formula is not valid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return compile(node as Node);
}

/** A formula's value, rounded to 4 decimals, or null when it is undefined. */
export function evaluateFormula(
  formula: Formula,
  scope: Record<FormulaIdentifier, number | null>,
): number | null {
  const value = formula(scope);
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 10_000) / 10_000;
}
