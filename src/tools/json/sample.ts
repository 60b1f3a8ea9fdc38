/** The 示例 document: shows exact big numbers, Chinese, nesting and a JSON string to expand. */
export const SAMPLE_JSON = `{
  "订单号": "SO-2024-000123",
  "trace_id": 12345678901234567890123,
  "金额": 1999.10,
  "已支付": true,
  "备注": null,
  "客户": { "姓名": "张三", "城市": "上海", "标签": ["VIP", "老客户"] },
  "商品": [
    { "sku": "A-1", "名称": "机械键盘", "数量": 1, "单价": 899.00 },
    { "sku": "B-7", "名称": "显示器支架", "数量": 2, "单价": 550.05 }
  ],
  "日志": "{\\"level\\":\\"info\\",\\"msg\\":\\"已发货\\",\\"at\\":\\"2024-06-01T08:00:00Z\\"}"
}
`;
