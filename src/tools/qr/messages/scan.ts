/** QR screen text: reading codes live from the camera. */
export const scanZhCN = {
  'scan.start': '用摄像头扫描',
  'scan.stop': '停止扫描',
  'scan.switch': '切换摄像头',
  'scan.videoLabel': '摄像头画面',
  'scan.starting': '正在打开摄像头…（浏览器可能会询问是否允许使用摄像头）',
  'scan.scanning': '正在扫描：把二维码放进取景框，识别到后会自动停止。画面只在本机处理。',
  'scan.frame': '摄像头画面',
  'scan.problem.insecure': '此页面无法使用摄像头：浏览器只在 HTTPS 或本机地址上开放摄像头。',
  'scan.problem.denied':
    '没有摄像头权限：请在浏览器地址栏左侧的网站设置中允许“摄像头”，然后再点一次“用摄像头扫描”。',
  'scan.problem.none': '没有找到可用的摄像头。',
  'scan.problem.busy': '摄像头正被其他应用或标签页使用，请关闭它们后重试。',
  'scan.problem.failed': '摄像头打开失败，请重试。',
  'scan.otherWays': '也可以拍照后上传照片，或截图后按 Ctrl+V 粘贴。',
};
