import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../app/hydration';
import { useT } from '../app/i18n/LanguageContext';
import { useCopy } from '../app/ui/useCopy';
import { v4 } from 'uuid';

/**
 * A fresh v4 GUID with copy: uuid's v4, the generator the GUID tool's randomUuid wraps,
 * imported on its own so the first load of the home page does not carry the tool's core
 * (its other versions, MD5/SHA-1 and parser: issue 19).
 */
const randomUuid = (): string => v4();

export function GuidWidget({ toolPath, toolName }: { toolPath: string; toolName: string }) {
  const t = useT();
  const { copyText } = useCopy();
  const [guid, setGuid] = useState(randomUuid);
  // The HTML rendered at build time must not carry a GUID: every visitor would get that one.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="home-guid-title" className="home-widget">
      <h3 id="home-guid-title" className="home-widget-title">
        {t('home.widget.guid')}
      </h3>
      <output className="home-guid" aria-live="polite">
        {hydrated ? guid : ''}
      </output>
      <Flex gap={8} wrap align="center">
        <Button
          type="primary"
          icon={<CopyOutlined aria-hidden />}
          disabled={!hydrated}
          onClick={() => void copyText(guid)}
        >
          {t('home.widget.guid.copy')}
        </Button>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setGuid(randomUuid())}>
          {t('home.widget.guid.regenerate')}
        </Button>
        <Link to={toolPath} className="home-widget-link">
          {t('home.widget.open', { name: toolName })}
        </Link>
      </Flex>
    </section>
  );
}
