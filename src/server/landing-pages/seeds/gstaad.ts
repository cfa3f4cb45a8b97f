import type { LandingSeed } from '../landing-seeds';

export const gstaad: LandingSeed = {
  slug: 'gstaad',
  kind: 'region',
  areaServed: 'Gstaad, Bern, Switzerland',
  country: 'CH',
  text: {
    fr: {
      title: "Automatisation IA pour l'hôtellerie de luxe à Gstaad",
      description:
        'Conciergerie IA, chatbots WhatsApp multilingues et sites raffinés pour les palaces, chalets et boutiques de Gstaad. Discrétion et réponse sous 24h.',
      heroTitle: 'Un service cinq étoiles, même à trois heures du matin',
      heroDescription:
        "À Gstaad, vos hôtes attendent une réponse immédiate, dans leur langue et sur leur canal préféré. Nous mettons en place des assistants IA et des automatisations discrètes qui prolongent le service de vos équipes, sans jamais s'y substituer.",
      sectionTitle: "L'automatisation au niveau d'exigence de Gstaad",
      features: [
        {
          title: 'Conciergerie IA sur WhatsApp',
          description:
            "Tables, transferts, demandes pour le chalet : un assistant répond sur WhatsApp en plusieurs langues et passe la main à votre conciergerie dès qu'une demande sort de l'ordinaire.",
        },
        {
          title: 'Gestion des chalets et locations',
          description:
            'Arrivées, états des lieux, ménage, prestataires : des workflows n8n coordonnent chaque étape et préviennent la bonne personne au bon moment.',
        },
        {
          title: 'Sites haut de gamme multilingues',
          description:
            'Un site à la hauteur de votre adresse, rapide et élégant, en français, en anglais, en allemand ou en arabe selon votre clientèle, conçu pour transformer une visite en réservation.',
        },
        {
          title: 'Suivi client confidentiel',
          description:
            'Préférences, séjours précédents et demandes particulières réunis dans vos outils, avec des accès maîtrisés, pour accueillir chaque hôte comme un habitué.',
        },
      ],
      intro: [
        "Au cœur du Saanenland, Gstaad réunit sur quelques kilomètres des palaces, des chalets d'exception, des boutiques de luxe et des événements de renommée internationale comme le Menuhin Festival. Sa clientèle, fidèle et exigeante, vient du monde entier et ne tolère ni l'attente ni l'approximation.",
        "Ce niveau d'exigence a un coût : des concierges sollicités jour et nuit, des demandes qui arrivent à la fois par e-mail, par téléphone et par messagerie, et des saisons courtes où chaque réservation manquée compte. Les propriétaires de chalets, eux, coordonnent souvent gardiennage, ménage et artisans à distance.",
        "Bien utilisée, l'IA ne rend pas le service plus froid : elle absorbe les questions répétitives et la coordination pour que vos équipes se consacrent à ce qui fait la réputation de Gstaad, l'attention personnelle. Tout est conçu avec discrétion, et vous gardez la main sur chaque échange.",
      ],
    },
    en: {
      title: 'AI automation for luxury hospitality in Gstaad',
      description:
        "AI concierge, multilingual WhatsApp chatbots and refined websites for Gstaad's palace hotels, chalets and boutiques. Discreet, with a reply within 24h.",
      heroTitle: 'Five-star service, even at three in the morning',
      heroDescription:
        'In Gstaad, guests expect an immediate answer, in their language and on their favourite channel. We put discreet AI assistants and automations in place that extend the service of your teams, never replace it.',
      sectionTitle: "Automation that meets Gstaad's standards",
      features: [
        {
          title: 'AI concierge on WhatsApp',
          description:
            'Tables, transfers, chalet requests: an assistant answers on WhatsApp in several languages and hands over to your concierge desk as soon as a request goes beyond the routine.',
        },
        {
          title: 'Chalet and rental management',
          description:
            'Arrivals, inventories, housekeeping, contractors: n8n workflows coordinate every step and alert the right person at the right moment.',
        },
        {
          title: 'Premium multilingual websites',
          description:
            'A website worthy of your address, fast and elegant, in French, English, German or Arabic depending on your guests, designed to turn a visit into a booking.',
        },
        {
          title: 'Confidential guest follow-up',
          description:
            'Preferences, past stays and special requests brought together in your tools, with controlled access, so every guest is welcomed like a regular.',
        },
      ],
      intro: [
        'In the heart of the Saanenland, Gstaad packs palace hotels, exceptional chalets, luxury boutiques and internationally renowned events such as the Menuhin Festival into a few kilometres. Its loyal, demanding guests come from all over the world and tolerate neither waiting nor guesswork.',
        'Those standards come at a cost: concierges on call day and night, requests arriving by e-mail, phone and messaging at once, and short seasons in which every missed booking matters. Chalet owners, meanwhile, often coordinate caretaking, cleaning and tradespeople from afar.',
        'Used well, AI does not make service colder: it absorbs repetitive questions and coordination so your teams can devote themselves to what Gstaad is known for, personal attention. Everything is built with discretion, and you stay in control of every conversation.',
      ],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي للضيافة الفاخرة في غشتاد',
      description:
        'خدمة كونسيرج بالذكاء الاصطناعي وروبوتات WhatsApp متعددة اللغات ومواقع راقية لفنادق غشتاد الفاخرة وشاليهاتها ومتاجرها. سرية تامة ورد خلال 24 ساعة.',
      heroTitle: 'خدمة خمس نجوم، حتى في الثالثة فجراً',
      heroDescription:
        'في غشتاد، ينتظر ضيوفكم رداً فورياً بلغتهم وعبر قناتهم المفضلة. نضع مساعدين أذكياء وأتمتة هادئة تمدّ خدمة فرقكم ولا تحل محلها أبداً.',
      sectionTitle: 'أتمتة ترقى إلى معايير غشتاد',
      features: [
        {
          title: 'كونسيرج ذكي على WhatsApp',
          description:
            'حجز الطاولات والتنقلات وطلبات الشاليه: مساعد يجيب على WhatsApp بعدة لغات ويحيل الطلب إلى فريق الكونسيرج حالما يخرج عن المألوف.',
        },
        {
          title: 'إدارة الشاليهات والإيجارات',
          description:
            'الوصول وجرد المحتويات والتنظيف ومقدمو الخدمات: سير عمل n8n ينسق كل خطوة وينبّه الشخص المناسب في الوقت المناسب.',
        },
        {
          title: 'مواقع راقية متعددة اللغات',
          description:
            'موقع يليق بعنوانكم، سريع وأنيق، بالفرنسية أو الإنجليزية أو الألمانية أو العربية حسب ضيوفكم، مصمم ليحوّل الزيارة إلى حجز.',
        },
        {
          title: 'متابعة سرية للعملاء',
          description:
            'تُجمع التفضيلات والإقامات السابقة والطلبات الخاصة في أدواتكم مع صلاحيات وصول مضبوطة، لاستقبال كل ضيف كأنه من رواد المكان.',
        },
      ],
      intro: [
        'في قلب منطقة زانينلاند، تجمع غشتاد على بضعة كيلومترات فنادق فخمة وشاليهات استثنائية ومتاجر فاخرة وفعاليات ذات شهرة عالمية مثل مهرجان مينوهين. ضيوفها أوفياء ومتطلبون، يأتون من كل أنحاء العالم ولا يقبلون الانتظار ولا التقريب.',
        'لهذا المستوى من التطلب ثمن: موظفو كونسيرج تحت الطلب ليلاً ونهاراً، وطلبات تصل في آن واحد عبر البريد الإلكتروني والهاتف وتطبيقات المراسلة، ومواسم قصيرة يُحسب فيها كل حجز ضائع. أما ملاك الشاليهات فكثيراً ما ينسقون الحراسة والتنظيف والحرفيين عن بُعد.',
        'عند استخدامه بحكمة، لا يجعل الذكاء الاصطناعي الخدمة أكثر برودة: بل يتولى الأسئلة المتكررة وأعمال التنسيق كي تتفرغ فرقكم لما صنع سمعة غشتاد، أي العناية الشخصية. كل شيء مصمم بتكتم، وتبقى لكم الكلمة الأخيرة في كل محادثة.',
      ],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي للأوطيلات الفاخرة ف غشتاد',
      description:
        'كونسيرج بالذكاء الاصطناعي، شات بوت WhatsApp بزاف ديال اللغات وسيتات راقية للأوطيلات الكبار والشاليهات والبوتيكات ف غشتاد. سرية وجواب ف 24 ساعة.',
      heroTitle: 'خدمة ديال خمس نجوم، حتى ف الثلاثة ديال الليل',
      heroDescription:
        'ف غشتاد، الضيوف ديالكم كيتسناو الجواب ف الحين، باللغة ديالهم وف القناة اللي كيبغيو. كنركبو مساعدين أذكياء وأتمتة هادية كتكمّل الخدمة ديال الفرقة ديالكم، وعمرها ما كتعوضها.',
      sectionTitle: 'أتمتة ف المستوى اللي كتطلبو غشتاد',
      features: [
        {
          title: 'كونسيرج ذكي ف WhatsApp',
          description:
            'حجز الطبلة، التنقل، الطلبات ديال الشاليه: مساعد كيجاوب ف WhatsApp بزاف ديال اللغات، وكيدوز الطلب للكونسيرج ديالكم غير يكون خارج على العادة.',
        },
        {
          title: 'تسيير الشاليهات والكرا',
          description:
            'الوصول، الجرد، التنقية والناس اللي كيخدمو معاكم: workflows ديال n8n كينظمو كل مرحلة وكيعلمو الشخص المناسب ف الوقت المناسب.',
        },
        {
          title: 'سيتات راقية بزاف ديال اللغات',
          description:
            'سيت ف المستوى ديال العنوان ديالكم، زربان وزوين، بالفرنساوية ولا النجليزية ولا الألمانية ولا العربية على حساب الضيوف ديالكم، مصاوب باش يحوّل الزيارة لحجز.',
        },
        {
          title: 'متابعة سرية للكليان',
          description:
            'الذوق ديال كل ضيف، الإقامات اللي فاتت والطلبات الخاصة كيتجمعو ف الأدوات ديالكم مع صلاحيات محسوبة، باش تستقبلو كل واحد بحال شي واحد معروف عندكم.',
        },
      ],
      intro: [
        'ف وسط منطقة زانينلاند، غشتاد فيها ف شي كيلومترات قلال أوطيلات كبار، شاليهات استثنائية، بوتيكات فاخرة وفعاليات معروفة ف العالم بحال مهرجان مينوهين. الكليان ديالها أوفياء وكيطلبو بزاف، جايين من كاع جهات العالم وما كيقبلوش التسنية ولا التقريب.',
        'هاد المستوى عندو الثمن ديالو: كونسيرج مطلوبين ليل ونهار، طلبات كتجي ف نفس الوقت ف الإيمايل والتيليفون والميساجات، ومواسم قصار فين كل حجز ضايع كيتحسب. ومالين الشاليهات بزاف ديال المرات كينظمو الحراسة والتنقية والصنايعية من بعيد.',
        'إلا تستعمل مزيان، الذكاء الاصطناعي ما كيبردش الخدمة: بالعكس، كيتكلف بالأسئلة اللي كتعاود وبالتنسيق، باش الفرقة ديالكم تتفرغ للحاجة اللي دارت السمعة ديال غشتاد، الاهتمام الشخصي. كلشي مصاوب بالتكتم، والكلمة الأخيرة ديما عندكم ف كل محادثة.',
      ],
    },
  },
};
