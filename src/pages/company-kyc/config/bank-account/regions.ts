/**
 * China's provincial units and their main cities for the account-opening city (001 §2.4),
 * with the six-digit administrative division codes (GB/T 2260). Static: the list changes
 * rarely and the portal has no call for it (001 §7).
 *
 * A direct municipality (Beijing, Tianjin, Shanghai, Chongqing) is listed as a province
 * with one city, itself, under the code of its urban districts (xx0100); see
 * lib/region.ts for how that code is adjusted on the way to the server.
 */
export interface CityEntry {
  code: string;
  zh: string;
  en: string;
}

export interface ProvinceEntry extends CityEntry {
  cities: CityEntry[];
}

const city = (code: string, zh: string, en: string): CityEntry => ({ code, zh, en });

export const CHINA_REGIONS: readonly ProvinceEntry[] = [
  { code: '110000', zh: '北京市', en: 'Beijing', cities: [city('110100', '北京市', 'Beijing')] },
  { code: '120000', zh: '天津市', en: 'Tianjin', cities: [city('120100', '天津市', 'Tianjin')] },
  {
    code: '130000',
    zh: '河北省',
    en: 'Hebei',
    cities: [city('130100', '石家庄市', 'Shijiazhuang'), city('130200', '唐山市', 'Tangshan'), city('130300', '秦皇岛市', 'Qinhuangdao'), city('130600', '保定市', 'Baoding')],
  },
  { code: '140000', zh: '山西省', en: 'Shanxi', cities: [city('140100', '太原市', 'Taiyuan'), city('140200', '大同市', 'Datong')] },
  { code: '150000', zh: '内蒙古自治区', en: 'Inner Mongolia', cities: [city('150100', '呼和浩特市', 'Hohhot'), city('150200', '包头市', 'Baotou')] },
  { code: '210000', zh: '辽宁省', en: 'Liaoning', cities: [city('210100', '沈阳市', 'Shenyang'), city('210200', '大连市', 'Dalian')] },
  { code: '220000', zh: '吉林省', en: 'Jilin', cities: [city('220100', '长春市', 'Changchun'), city('220200', '吉林市', 'Jilin City')] },
  { code: '230000', zh: '黑龙江省', en: 'Heilongjiang', cities: [city('230100', '哈尔滨市', 'Harbin'), city('230200', '齐齐哈尔市', 'Qiqihar')] },
  { code: '310000', zh: '上海市', en: 'Shanghai', cities: [city('310100', '上海市', 'Shanghai')] },
  {
    code: '320000',
    zh: '江苏省',
    en: 'Jiangsu',
    cities: [
      city('320100', '南京市', 'Nanjing'),
      city('320200', '无锡市', 'Wuxi'),
      city('320400', '常州市', 'Changzhou'),
      city('320500', '苏州市', 'Suzhou'),
      city('320600', '南通市', 'Nantong'),
    ],
  },
  {
    code: '330000',
    zh: '浙江省',
    en: 'Zhejiang',
    cities: [
      city('330100', '杭州市', 'Hangzhou'),
      city('330200', '宁波市', 'Ningbo'),
      city('330300', '温州市', 'Wenzhou'),
      city('330600', '绍兴市', 'Shaoxing'),
      city('330700', '金华市', 'Jinhua'),
    ],
  },
  { code: '340000', zh: '安徽省', en: 'Anhui', cities: [city('340100', '合肥市', 'Hefei'), city('340200', '芜湖市', 'Wuhu')] },
  { code: '350000', zh: '福建省', en: 'Fujian', cities: [city('350100', '福州市', 'Fuzhou'), city('350200', '厦门市', 'Xiamen'), city('350500', '泉州市', 'Quanzhou')] },
  { code: '360000', zh: '江西省', en: 'Jiangxi', cities: [city('360100', '南昌市', 'Nanchang'), city('360400', '九江市', 'Jiujiang')] },
  {
    code: '370000',
    zh: '山东省',
    en: 'Shandong',
    cities: [city('370100', '济南市', 'Jinan'), city('370200', '青岛市', 'Qingdao'), city('370600', '烟台市', 'Yantai'), city('370700', '潍坊市', 'Weifang')],
  },
  { code: '410000', zh: '河南省', en: 'Henan', cities: [city('410100', '郑州市', 'Zhengzhou'), city('410300', '洛阳市', 'Luoyang')] },
  { code: '420000', zh: '湖北省', en: 'Hubei', cities: [city('420100', '武汉市', 'Wuhan'), city('420500', '宜昌市', 'Yichang')] },
  { code: '430000', zh: '湖南省', en: 'Hunan', cities: [city('430100', '长沙市', 'Changsha'), city('430200', '株洲市', 'Zhuzhou')] },
  {
    code: '440000',
    zh: '广东省',
    en: 'Guangdong',
    cities: [
      city('440100', '广州市', 'Guangzhou'),
      city('440300', '深圳市', 'Shenzhen'),
      city('440400', '珠海市', 'Zhuhai'),
      city('440500', '汕头市', 'Shantou'),
      city('440600', '佛山市', 'Foshan'),
      city('441900', '东莞市', 'Dongguan'),
      city('442000', '中山市', 'Zhongshan'),
    ],
  },
  {
    code: '450000',
    zh: '广西壮族自治区',
    en: 'Guangxi',
    cities: [city('450100', '南宁市', 'Nanning'), city('450200', '柳州市', 'Liuzhou'), city('450300', '桂林市', 'Guilin')],
  },
  { code: '460000', zh: '海南省', en: 'Hainan', cities: [city('460100', '海口市', 'Haikou'), city('460200', '三亚市', 'Sanya')] },
  { code: '500000', zh: '重庆市', en: 'Chongqing', cities: [city('500100', '重庆市', 'Chongqing')] },
  { code: '510000', zh: '四川省', en: 'Sichuan', cities: [city('510100', '成都市', 'Chengdu'), city('510700', '绵阳市', 'Mianyang')] },
  { code: '520000', zh: '贵州省', en: 'Guizhou', cities: [city('520100', '贵阳市', 'Guiyang'), city('520300', '遵义市', 'Zunyi')] },
  { code: '530000', zh: '云南省', en: 'Yunnan', cities: [city('530100', '昆明市', 'Kunming'), city('530300', '曲靖市', 'Qujing')] },
  { code: '540000', zh: '西藏自治区', en: 'Tibet', cities: [city('540100', '拉萨市', 'Lhasa')] },
  { code: '610000', zh: '陕西省', en: 'Shaanxi', cities: [city('610100', '西安市', "Xi'an"), city('610300', '宝鸡市', 'Baoji')] },
  { code: '620000', zh: '甘肃省', en: 'Gansu', cities: [city('620100', '兰州市', 'Lanzhou')] },
  { code: '630000', zh: '青海省', en: 'Qinghai', cities: [city('630100', '西宁市', 'Xining')] },
  { code: '640000', zh: '宁夏回族自治区', en: 'Ningxia', cities: [city('640100', '银川市', 'Yinchuan')] },
  { code: '650000', zh: '新疆维吾尔自治区', en: 'Xinjiang', cities: [city('650100', '乌鲁木齐市', 'Urumqi'), city('650200', '克拉玛依市', 'Karamay')] },
];

/** Two-character province codes of the direct municipalities (001 §2.4). */
export const MUNICIPALITY_PROVINCE_CODES = ['11', '12', '31', '50'] as const;
