import { Alert, Radio, Typography } from 'antd';
import { Input, TextArea } from '../../../app/ui/inputs';
import { useId } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { NumberInput } from '../../../app/ui/NumberInput';
import { MAX_COUNT, NAMESPACES } from '../core';
import { guidMessages, problemMessage, type GuidMessageKey } from '../guidMessages';
import { NAMESPACE_CHOICES, VERSION_CHOICES, type GuidOptions } from '../guidOptions';
import { namesOf, type GenerationProblem } from '../generatedList';

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
  names: string;
  onNamesChange: (names: string) => void;
  problem?: GenerationProblem;
}

function versionLabel(version: string): string {
  return version === 'nil' || version === 'max' ? version.toUpperCase() : `v${version}`;
}

/** What to generate: version, count, and for v3/v5 the namespace and names. */
export function GeneratorOptions({ options, setOptions, names, onNamesChange, problem }: Props) {
  const t = useMessages(guidMessages);
  const ids = {
    version: useId(),
    count: useId(),
    namespace: useId(),
    custom: useId(),
    names: useId(),
  };
  const named = options.version === '3' || options.version === '5';
  const problemText = problem ? problemMessage(t, problem.code, problem.params) : undefined;
  const namespaceProblem = problem?.code === 'problem.namespace' ? problemText : undefined;
  const namesProblem =
    problem?.code === 'problem.names' || problem?.code === 'problem.tooManyNames'
      ? problemText
      : undefined;
  const nameCount = named ? namesOf(names).length : 0;

  return (
    <div>
      <div className="guid-field" role="group" aria-labelledby={ids.version}>
        <span id={ids.version} className="guid-field-label">
          {t('options.version')}
        </span>
        <Radio.Group
          className="guid-wrap-group"
          optionType="button"
          buttonStyle="solid"
          value={options.version}
          onChange={(event) => setOptions({ version: event.target.value as string })}
          options={VERSION_CHOICES.map((version) => ({
            value: version,
            label: versionLabel(version),
          }))}
        />
        <Typography.Text className="guid-help">
          {t(`version.${options.version}` as GuidMessageKey)}
        </Typography.Text>
      </div>

      {!named && (
        <div className="guid-field">
          <label htmlFor={ids.count} className="guid-field-label">
            {t('options.count')}
          </label>
          <NumberInput
            id={ids.count}
            min={1}
            max={MAX_COUNT}
            precision={0}
            value={options.count}
            onChange={(value) => {
              if (typeof value === 'number') setOptions({ count: value });
            }}
            style={{ width: 180 }}
            data-enter-regenerates
          />
          <Typography.Text className="guid-help">
            {t('options.countHelp', { max: MAX_COUNT })}
          </Typography.Text>
        </div>
      )}

      {named && (
        <>
          <div className="guid-field" role="group" aria-labelledby={ids.namespace}>
            <span id={ids.namespace} className="guid-field-label">
              {t('options.namespace')}
            </span>
            <Radio.Group
              className="guid-wrap-group"
              value={options.namespace}
              onChange={(event) => setOptions({ namespace: event.target.value as string })}
              options={NAMESPACE_CHOICES.map((choice) => ({
                value: choice,
                label:
                  choice === 'custom'
                    ? t('options.namespace.custom')
                    : choice.replace('X500', 'X.500'),
                title:
                  choice in NAMESPACES ? NAMESPACES[choice as keyof typeof NAMESPACES] : undefined,
              }))}
            />
            {options.namespace !== 'custom' && (
              <Typography.Text className="guid-help guid-mono">
                {NAMESPACES[options.namespace as keyof typeof NAMESPACES]}
              </Typography.Text>
            )}
          </div>
          {options.namespace === 'custom' && (
            <div className="guid-field">
              <label htmlFor={ids.custom} className="guid-field-label">
                {t('options.customNamespace')}
              </label>
              <Input
                id={ids.custom}
                value={options.customNamespace}
                onChange={(event) => setOptions({ customNamespace: event.target.value })}
                placeholder={t('options.customNamespace.placeholder')}
                status={namespaceProblem ? 'error' : undefined}
                aria-invalid={namespaceProblem ? true : undefined}
                allowClear
                className="guid-mono"
              />
              {namespaceProblem && (
                <Typography.Text type="danger" className="guid-help" role="alert">
                  {namespaceProblem}
                </Typography.Text>
              )}
            </div>
          )}
          <div className="guid-field">
            <label htmlFor={ids.names} className="guid-field-label">
              {t('options.names')}
            </label>
            <TextArea
              id={ids.names}
              value={names}
              onChange={(event) => onNamesChange(event.target.value)}
              placeholder={t('options.names.placeholder')}
              autoSize={{ minRows: 4, maxRows: 12 }}
              status={namesProblem ? 'error' : undefined}
              aria-invalid={namesProblem ? true : undefined}
              spellCheck={false}
            />
            <Typography.Text className="guid-help">
              {t('options.names.count', { count: nameCount })}
            </Typography.Text>
            {namesProblem && (
              <Alert type="warning" showIcon title={namesProblem} style={{ marginTop: 6 }} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
