import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = '@typescript-eslint/no-restricted-imports';

describe("the lint configuration's antd wrappers", () => {
  const eslint = new ESLint({ cwd: root });
  const rules = async (code: string, relative: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', relative) }))[0].messages.map((m) => m.ruleId);

  it("refuses antd's Select, TreeSelect, Input, Cascader and AutoComplete outside their wrappers", async () => {
    const file = 'features/drafts/probe.tsx';
    expect(await rules("import { Form, Select } from 'antd';\nexport const x = [Form, Select];\n", file)).toEqual([RULE]);
    expect(await rules("import { TreeSelect } from 'antd';\nexport const x = TreeSelect;\n", file)).toEqual([RULE]);
    expect(await rules("import { Input } from 'antd';\nexport const x = Input;\n", file)).toEqual([RULE]);
    expect(await rules("import { AutoComplete, Cascader } from 'antd';\nexport const x = [AutoComplete, Cascader];\n", file)).toEqual([RULE, RULE]);
    expect(await rules("import Select from 'antd/es/select';\nexport const x = Select;\n", file)).toEqual([RULE]);
    expect(await rules("import Input from 'antd/es/input/Input';\nexport const x = Input;\n", file)).toEqual([RULE]);
  });

  it('passes the wrappers, their types and the wrappers themselves', async () => {
    expect(await rules("import { Select } from '../../components/select';\nimport type { SelectProps } from 'antd';\nexport const x: SelectProps = { allowClear: !!Select };\n", 'features/drafts/probe.tsx')).toEqual([]);
    expect(await rules("import { Form, type SelectProps } from 'antd';\nexport const x: SelectProps = { allowClear: !!Form };\n", 'features/drafts/probe.tsx')).toEqual([]);
    expect(await rules("import { Select as AntdSelect } from 'antd';\nexport const x = AntdSelect;\n", 'components/select.tsx')).toEqual([]);
    expect(await rules("import AntdPlainInput from 'antd/es/input/Input';\nexport const x = AntdPlainInput;\n", 'components/antd-without-statics.ts')).toEqual([]);
  });
});
