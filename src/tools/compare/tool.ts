import { TransactionOutlined } from '@ant-design/icons';
import { defineTool } from '../../app/runtime/toolManifest';

/** 比价器: what the shell knows of it (menu, home, palette, help, settings). */
export const compareTool = defineTool({
  id: 'compare',
  path: '/tool/compare',
  icon: TransactionOutlined,
  keywords: {
    zh: ['比价器', '比价', '单价', '促销', '凑单', '满减'],
    pinyin: ['bi jia qi', 'bi jia', 'dan jia', 'cu xiao', 'cou dan', 'man jian'],
    en: ['price compare', 'unit price', 'discount', 'shopping'],
  },
  actions: [
    { id: 'addOffer', pinyin: 'tian jia shang pin', keywords: ['add', 'offer'] },
    { id: 'unitPrice', pinyin: 'suan dan jia', keywords: ['unit price'] },
    { id: 'coudan', pinyin: 'cou dan man jian', keywords: ['bundle', 'threshold'] },
  ],
  shortcuts: [
    {
      keys: [
        ['Ctrl', 'Enter'],
        ['⌘', 'Enter'],
      ],
      action: 'addOffer',
    },
  ],
  saved: [
    {
      id: 'library',
      store: 'idb',
      key: 'toolbox:compare',
      prefetch: true,
      count: (stored) => {
        const comparisons = (stored as { library?: { comparisons?: unknown } } | null)?.library
          ?.comparisons;
        return Array.isArray(comparisons) ? comparisons.length : 1;
      },
    },
    { id: 'libraryRescue', store: 'local', key: 'toolbox:compare.rescue' },
    { id: 'photoReview', store: 'idb', key: 'toolbox:compare.photoReview' },
    { id: 'options', store: 'local', key: 'toolbox:compare.options' },
  ],
  text: {
    'zh-CN': {
      title: '比价器',
      description: '按斤、升、件换算单价，算上促销，找出最划算的买法',
      actions: { addOffer: '添加商品', unitPrice: '算单价', coudan: '凑单满减' },
      saved: {
        library: '保存的比较',
        libraryRescue: '关闭页面时尚未存好的修改',
        photoReview: '拍价签中尚未添加的商品',
        options: '选项',
      },
    },
    'en-US': {
      title: 'Price Compare',
      description: 'Unit prices per jin, litre or piece, promotions included',
      actions: {
        addOffer: 'Add an offer',
        unitPrice: 'Unit price',
        coudan: 'Reach a spend threshold',
      },
      saved: {
        library: 'Saved comparisons',
        libraryRescue: 'Changes not yet stored when the page closed',
        photoReview: 'Offers read from a photo, not yet added',
        options: 'Options',
      },
    },
  },
  load: () => import('./ComparePage'),
  snapshot: true,
});
