import type { LandingSeed } from '../landing-seeds';

// Online shops: the pitch follows the buyer's journey (shop, product page, order, lost cart),
// and the only figures are the spec's before/after example and its chatbot/bounce claims.
export const ecommerce: LandingSeed = {
  slug: 'ecommerce',
  kind: 'specialised',
  areaServed: 'Switzerland and Europe',
  country: 'CH',
  text: {
    fr: {
      title: 'E-commerce et automatisation Shopify en Suisse et en Europe',
      description:
        'Partenaire Shopify : fiches produits générées par IA, suivi de commande sur WhatsApp, relance des paniers abandonnés et boutiques rapides qui convertissent.',
      heroTitle: 'Une boutique en ligne qui vend, répond et relance toute seule',
      heroDescription:
        "Partenariat Shopify, fiches produits rédigées par l'IA, suivi de commande sur WhatsApp et relance automatique des paniers abandonnés : nous faisons de votre e-commerce une machine qui tourne 24/7, en Suisse et partout en Europe.",
      sectionTitle: 'Tout pour vendre plus, sans travailler plus',
      features: [
        {
          title: 'Partenariat Shopify',
          description:
            'Création, migration ou reprise de votre boutique Shopify : thème, paiements, livraisons et applications configurés pour vos marchés suisse et européens.',
        },
        {
          title: 'Fiches produits générées par IA',
          description:
            'Descriptions, titres optimisés pour le référencement et traductions de tout votre catalogue, générés à partir de vos données et dans votre ton, puis relus avant publication.',
        },
        {
          title: 'Suivi de commande sur WhatsApp',
          description:
            "Confirmation, expédition, livraison : vos clients suivent chaque étape sur WhatsApp et posent leurs questions à un assistant qui connaît l'état de leur commande.",
        },
        {
          title: 'Relance des paniers abandonnés',
          description:
            'Des séquences automatiques par e-mail et WhatsApp, personnalisées selon le contenu du panier, pour récupérer les ventes perdues sans mobiliser votre équipe.',
        },
        {
          title: 'Performance et conversion',
          description:
            'Un visiteur quitte un site lent en moins de 3 secondes. Exemple de transformation : temps de chargement passé de 6,2 s à 1,8 s, conversion de 0,8 % à 3,5 %.',
        },
        {
          title: 'Stocks, ERP et comptabilité connectés',
          description:
            'Commandes, stocks, factures et CRM synchronisés avec n8n : fini les copier-coller entre Shopify, votre ERP et votre comptabilité.',
        },
      ],
      intro: [
        'En e-commerce, chaque seconde et chaque message comptent. Un visiteur quitte un site lent en moins de 3 secondes, et sans chatbot pour lui répondre, 70 % des visiteurs sont perdus. Pendant ce temps, vos équipes répondent à longueur de journée à « Où en est ma commande ? » et recopient des fiches produits.',
        "Nous réunissons la boutique, le contenu et l'automatisation dans un seul projet : une boutique Shopify rapide, des fiches produits générées par IA, WhatsApp pour le service après-vente et des workflows n8n qui relient tout le reste. La mise en place prend de 2 à 8 semaines, et les premiers résultats arrivent dès la première semaine.",
        "Basés à Genève, nous accompagnons les marques suisses et européennes avec 20 ans d'expérience et un ROI moyen de 300 %. Premier pas : une consultation gratuite de 15 minutes pour passer votre boutique en revue.",
      ],
    },
    en: {
      title: 'E-commerce and Shopify automation in Switzerland and Europe',
      description:
        'Shopify partner: AI-written product pages, WhatsApp order tracking, abandoned-cart recovery and fast online shops that convert. Switzerland and Europe.',
      heroTitle: 'An online shop that sells, answers and follows up on its own',
      heroDescription:
        'Shopify partnership, AI-written product pages, WhatsApp order tracking and automatic abandoned-cart recovery: we turn your e-commerce into a machine that runs 24/7, in Switzerland and across Europe.',
      sectionTitle: 'Everything you need to sell more without working more',
      features: [
        {
          title: 'Shopify partnership',
          description:
            'New build, migration or takeover of your Shopify store: theme, payments, shipping and apps set up for your Swiss and European markets.',
        },
        {
          title: 'AI-generated product pages',
          description:
            'Descriptions, search-optimised titles and translations for your whole catalogue, generated from your data in your brand voice, then reviewed before publishing.',
        },
        {
          title: 'WhatsApp order tracking',
          description:
            'Confirmation, dispatch, delivery: your customers follow every step on WhatsApp and ask their questions to an assistant that knows where their order is.',
        },
        {
          title: 'Abandoned-cart recovery',
          description:
            'Automatic e-mail and WhatsApp sequences, tailored to what is in the cart, to win back lost sales without tying up your team.',
        },
        {
          title: 'Performance and conversion',
          description:
            'Visitors leave a slow site in under 3 seconds. A transformation example: load time cut from 6.2 s to 1.8 s, conversion up from 0.8% to 3.5%.',
        },
        {
          title: 'Stock, ERP and accounting connected',
          description:
            'Orders, stock, invoices and CRM kept in sync with n8n: no more copy-pasting between Shopify, your ERP and your accounting.',
        },
      ],
      intro: [
        'In e-commerce, every second and every message counts. Visitors leave a slow site in under 3 seconds, and without a chatbot to answer them, 70% of visitors are lost. Meanwhile your team spends its days answering "Where is my order?" and copying product descriptions by hand.',
        'We bring the shop, the content and the automation together in one project: a fast Shopify store, AI-generated product pages, WhatsApp for after-sales service and n8n workflows that connect everything else. Implementation takes 2 to 8 weeks, with first results in the very first week.',
        'Based in Geneva, we work with Swiss and European brands, backed by 20 years of experience and an average ROI of 300%. The first step: a free 15-minute consultation to review your shop.',
      ],
    },
    ar: {
      title: 'التجارة الإلكترونية وأتمتة Shopify في سويسرا وأوروبا',
      description:
        'شريك Shopify: صفحات منتجات يكتبها الذكاء الاصطناعي، وتتبع الطلبات عبر WhatsApp، واستعادة السلال المتروكة، ومتاجر سريعة تحقق المبيعات.',
      heroTitle: 'متجر إلكتروني يبيع ويرد ويتابع من تلقاء نفسه',
      heroDescription:
        'شراكة Shopify، وصفحات منتجات يكتبها الذكاء الاصطناعي، وتتبع الطلبات عبر WhatsApp، واستعادة تلقائية للسلال المتروكة: نحوّل تجارتكم الإلكترونية إلى آلة تعمل على مدار الساعة، في سويسرا وفي كل أنحاء أوروبا.',
      sectionTitle: 'كل ما تحتاجونه لتبيعوا أكثر دون أن تعملوا أكثر',
      features: [
        {
          title: 'شراكة Shopify',
          description:
            'إنشاء متجركم على Shopify أو نقله أو تولّي إدارته: القالب والدفع والشحن والتطبيقات مُعدّة لأسواقكم في سويسرا وأوروبا.',
        },
        {
          title: 'صفحات منتجات بالذكاء الاصطناعي',
          description:
            'أوصاف وعناوين محسّنة لمحركات البحث وترجمات لكامل كتالوجكم، تُولَّد من بياناتكم وبأسلوب علامتكم، ثم تُراجع قبل النشر.',
        },
        {
          title: 'تتبع الطلبات عبر WhatsApp',
          description:
            'التأكيد والشحن والتسليم: يتابع عملاؤكم كل مرحلة على WhatsApp ويطرحون أسئلتهم على مساعد يعرف حالة طلبهم.',
        },
        {
          title: 'استعادة السلال المتروكة',
          description:
            'رسائل تلقائية متتابعة عبر البريد الإلكتروني وWhatsApp، مخصصة حسب محتوى السلة، لاسترجاع المبيعات الضائعة دون إشغال فريقكم.',
        },
        {
          title: 'الأداء ومعدل التحويل',
          description:
            'يغادر الزائر الموقع البطيء في أقل من 3 ثوانٍ. مثال على التحول: انخفض زمن التحميل من 6.2 ثانية إلى 1.8 ثانية، وارتفع معدل التحويل من 0.8% إلى 3.5%.',
        },
        {
          title: 'المخزون وتخطيط الموارد والمحاسبة مترابطة',
          description:
            'الطلبات والمخزون والفواتير وإدارة العملاء متزامنة بفضل n8n: لا مزيد من النسخ واللصق بين Shopify ونظام ERP والمحاسبة.',
        },
      ],
      intro: [
        'في التجارة الإلكترونية، كل ثانية وكل رسالة لها ثمن. يغادر الزائر الموقع البطيء في أقل من 3 ثوانٍ، ومن دون روبوت محادثة يجيبه يضيع 70% من الزوار. وفي الأثناء، يقضي فريقكم يومه في الرد على سؤال «أين طلبي؟» وفي نسخ أوصاف المنتجات يدويًا.',
        'نجمع المتجر والمحتوى والأتمتة في مشروع واحد: متجر Shopify سريع، وصفحات منتجات مولّدة بالذكاء الاصطناعي، وWhatsApp لخدمة ما بعد البيع، وسير عمل على n8n يربط كل ما تبقى. يستغرق التنفيذ من 2 إلى 8 أسابيع، وتظهر النتائج الأولى منذ الأسبوع الأول.',
        'من مقرنا في جنيف، نرافق العلامات التجارية السويسرية والأوروبية بخبرة 20 عامًا ومتوسط عائد على الاستثمار يبلغ 300%. الخطوة الأولى: استشارة مجانية مدتها 15 دقيقة لمراجعة متجركم.',
      ],
    },
    'ar-ma': {
      title: 'التجارة الإلكترونية والأتمتة ديال Shopify فسويسرا وأوروبا',
      description:
        'شريك Shopify: فيشات ديال البرودوي كيكتبهم الذكاء الاصطناعي، تتبع الكوموند على WhatsApp، رجوع الباني المتروك وحوانت أونلاين زربانين كيبيعو.',
      heroTitle: 'حانوت أونلاين كيبيع، كيجاوب وكيفكر الكليان بوحدو',
      heroDescription:
        'شراكة Shopify، فيشات البرودوي كيكتبهم الذكاء الاصطناعي، تتبع الكوموند على WhatsApp والتذكير الأوتوماتيكي ديال الباني المتروك: كنردو التجارة الإلكترونية ديالكم ماكينة خدامة 24/7، فسويسرا وفكاع أوروبا.',
      sectionTitle: 'كلشي باش تبيعو كثر بلا ما تخدمو كثر',
      features: [
        {
          title: 'شراكة Shopify',
          description:
            'كنصاوبو الحانوت ديالكم على Shopify، كننقلوه ولا كنشدو السيت اللي عندكم: الثيم، الخلاص، الليفريزون والأبليكاسيونات مريڭلين للسوق السويسري والأوروبي.',
        },
        {
          title: 'فيشات البرودوي بالذكاء الاصطناعي',
          description:
            'الوصف، العناوين المزيانين لغوغل والترجمة ديال الكاتالوڭ كامل، كيتوجدو من الداتا ديالكم وبالستيل ديالكم، ومن بعد كنراجعوهم قبل ما يتنشرو.',
        },
        {
          title: 'تتبع الكوموند على WhatsApp',
          description:
            'التأكيد، الإرسال، الليفريزون: الكليان ديالكم كيتبعو كل مرحلة على WhatsApp وكيسولو مساعد عارف فين وصلات الكوموند ديالهم.',
        },
        {
          title: 'التذكير ديال الباني المتروك',
          description:
            'ميساجات أوتوماتيكية بالإيميل وWhatsApp، على حساب شنو كاين فالباني، باش ترجعو البيعات اللي ضاعو بلا ما تشغلو الفريق ديالكم.',
        },
        {
          title: 'السرعة والتحويل',
          description:
            'الزائر كيخرج من السيت البطيء فأقل من 3 ثواني. مثال ديال التحول: وقت التحميل نزل من 6.2 ثانية لـ 1.8 ثانية، والتحويل طلع من 0.8% لـ 3.5%.',
        },
        {
          title: 'السطوك، الـ ERP والكونطابيليتي مربوطين',
          description:
            'الكوموندات، السطوك، الفاكتورات والـ CRM متزامنين بـ n8n: سالا الكوبي كولي بين Shopify، الـ ERP والكونطابيليتي.',
        },
      ],
      intro: [
        'فالتجارة الإلكترونية، كل ثانية وكل ميساج كيحسبو. الزائر كيخرج من السيت البطيء فأقل من 3 ثواني، وإلا ما كانش شاتبوت يجاوبو، 70% ديال الزوار كيضيعو. وفنفس الوقت، الفريق ديالكم داير نهارو كيجاوب على «فين وصلات الكوموند ديالي؟» وكينقل الفيشات ديال البرودوي بيدو.',
        'كنجمعو الحانوت، المحتوى والأتمتة فمشروع واحد: حانوت Shopify زربان، فيشات البرودوي بالذكاء الاصطناعي، WhatsApp للخدمة من بعد البيع وworkflows ب n8n كيربطو كلشي. التركيب كياخد من 2 حتى 8 سيمانات، والنتائج الأولى كيبانو من السيمانة الأولى.',
        'حنا فجنيف، وكنخدمو مع الماركات السويسرية والأوروبية بـ 20 عام ديال التجربة وROI متوسط ديال 300%. أول خطوة: استشارة فابور ديال 15 دقيقة باش نشوفو الحانوت ديالكم.',
      ],
    },
  },
};
