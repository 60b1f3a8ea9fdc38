import { Empty } from 'antd';

/** Placeholder until the tool's own issue lands; already its own lazily loaded chunk. */
export default function JsonPage() {
  return <Empty description="即将推出" />;
}
