import { FAMILY_LABELS, UNITS, type UnitFamily } from '../core';

const FAMILIES: UnitFamily[] = ['mass', 'volume', 'count', 'length'];

/** Units grouped by family for a Select: 质量 / 体积 / 计数 / 长度. */
export const UNIT_SELECT_OPTIONS = FAMILIES.map((family) => ({
  label: FAMILY_LABELS[family],
  title: FAMILY_LABELS[family],
  options: UNITS.filter((unit) => unit.family === family).map((unit) => ({
    value: unit.code,
    label: unit.code === unit.label ? unit.label : `${unit.label} ${unit.code}`,
  })),
}));
